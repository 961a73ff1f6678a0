"""The nineteenth round of held-out sets, written by hand: one text per line under its label (see
README.md). Three sets: messages to a small theatre's box office (15 to 50 words), messages in a
shared house's group chat (6 to 25 words) and a head teacher's replies to parents asking for
leave for a child in term time (40 to 90 words).
``python3 benchmarks/heldout/write.py heldout_nineteenth`` writes them as JSON."""

# A message to a theatre's box office: what the customer needs. `exchange` moving tickets to
# another date, time or performance; `refund` money back for tickets (a cancelled show, a
# double charge, not able to come); `access` wheelchair spaces, step-free routes, captions,
# audio description, hearing loops, relaxed performances, companion seats, assistance dogs;
# `group` booking for a party of ten or more (schools, clubs, choirs, works outings): rates,
# numbers, paying, free places for leaders.
BOXOFFICE = {
    "exchange": """
Hi, I have two tickets for the Thursday evening show but my shift has changed. Would you move them to the Saturday matinee instead? Happy to pay any difference.
Good morning. My daughter's school concert has been put on the same night as our booking for the ballet. Would switching to the following week be possible?
I booked four seats for the 14th and have just realised it's my husband's work dinner. We'd still love to come, just on another night. What are the options?
Hello, I'm not after my money back, I'd really rather see the play. Is it possible to swap my stalls seats for the last Friday of the run?
We booked the wheelchair space and one companion seat in the back row for Tuesday. My son has a hospital appointment that day now. Could we have the same arrangement on Wednesday?
Could you put my tickets for the comedy night onto the later show? The 7pm start is too early for me to get there from work.
Hi there, I've got a gift voucher booking for the panto on Boxing Day but my family are now away. Can the tickets go to a date in early January?
Dear box office, due to a family funeral we can't attend on the 3rd. I know the terms say no refunds, so I was hoping to change the date instead.
Would there be a fee for moving tickets? Mine are for the captioned performance and there's another captioned one next month that would suit us much better.
Hello, the train strike means we can't get to you on Saturday. Rather than lose the tickets, can they be transferred to a performance the week after?
I bought three tickets online by mistake for the wrong evening, the 12th instead of the 21st. Could you correct them? Nothing else needs changing.
Our babysitter has cancelled for Friday. Could you swap our two circle seats to the Sunday afternoon, ideally somewhere near the front?
Morning. I'm part of a book club group of twelve, but I personally can't make the date. Could my own ticket be moved to another night? The others are still coming.
Can I exchange my seats for the opera on the 9th for any later date in the season? I'm having an operation and won't be mobile for a few weeks.
Hi, we have the relaxed performance booked for our autistic daughter, but she's got chickenpox. Is there another relaxed show we could move to?
Hello, my tickets say the 2.30 matinee but I need the evening one. Same day, same number of seats. Is that doable over email or should I ring?
My partner has Covid, so neither of us will be in on Tuesday. Rather than a refund, we'd like to come to a later performance if there are seats.
Hi, booked the front row for the musical, but the date clashes with my graduation. Anything similar available in the last week of the run?
Would my booking move from the 18th to the 19th? Work is sending me away.
Good afternoon. The ticket confirmation is attached. I'd like to push it back by a fortnight, same show, same price band if possible.
Hello. I have a booking for a party of six for the dance show. Two of us can't make it on the original date, so we'd like to move all six to the Saturday.
The weather forecast for the open-air performance looks awful. If it goes ahead, could I swap to one of the indoor dates later in the summer instead?
I'm a season ticket holder and one of my dates this autumn clashes with a wedding. Can I use that slot for a different production instead?
Would you move my pair of tickets for the jazz evening to the second night? My mum is staying with us on the first and isn't keen on jazz.
Hi, I went to collect my tickets and realised they were for last night, not tonight. I know it's my error. Is there anything you can do to get us in another time?
My tickets are for the touring show when it's here in March. We've had to bring our house move forward. Would you let us switch to the final day?
We bought tickets at the desk for Friday but have a christening to go to. Would Thursday work, and can we keep our aisle seats?
Is it too late to change the date? My booking is for tomorrow, but I've been called in for a night shift. Any performance next week would do.
Hello, can I trade my two tickets for the children's show at 11 for the 2pm one? My youngest naps late morning and it'll be a disaster otherwise.
Hi, the hearing loop seats I booked are great, but the date isn't. Could I keep the same seats and just go a week later?
Could you help? I booked our family group for the Sunday, but my brother's flight lands that afternoon. We'd like to go on the Monday night instead.
Dear team, I've been called for jury service and the court can't tell me how long the trial will last, so I won't be able to attend on the 7th. Please could the tickets be rebooked for the 15th or 16th, whichever has better seats? Happy to pay any difference.
My grandson is in the youth theatre show and I have tickets for the first night. Unfortunately I'm away then. Can I see the closing night instead?
Quick one: I'd like to move my booking from the dress circle on Friday to the dress circle on Saturday. Booking reference is in the subject line.
Hi, I have tickets for the talk on the 2nd but the speaker is also doing a date on the 30th. Could I go to that one instead?
My wife is due to give birth around the date of our booking. Could we move our tickets to a date in the spring?
Good evening, we've had a bereavement and can't face a night out this week. We'd still like to see the show later on if our seats can be moved.
Hello, I'd like to swap my Wednesday tickets for the same show at the end of the month. I'm happy to pay a small fee if that's needed.
""",
    "refund": """
Hi, I've just seen that Saturday's performance was cancelled because of the lead's illness. I don't want another date, we can't make any of them. Can I have my money back please?
Hello, I was charged twice for the same two tickets to the comedy night. My bank statement shows both payments. Could the second one be returned to my card?
Dear box office, I booked the wheelchair space for my father, who sadly passed away last week. I'd be grateful if the cost of his ticket could be repaid.
The concert was moved to a weekday and we can't go on the new date. Your email said refunds were available in that case, so I'd like to claim one.
We bought twelve tickets for our choir outing and three members have dropped out through illness. Is there any way to get the money back for those three seats?
Hello, the show was stopped after twenty minutes because of a power cut and we were sent home. Would we be reimbursed, or offered anything?
I'm writing about the captioned performance on the 4th. The captions didn't work for the whole first act, which was the reason we chose that night. I'd like our money returned.
Hi, I bought tickets through your site and the payment went through, but I never got a confirmation and there's no booking under my name. Please could you refund me?
I'd rather not move to another night, if that's alright. With the original show cancelled, I'd simply like the payment back on the card I used.
Good afternoon, I booked seats that were listed as step-free but they were up a flight of stairs. We had to leave. I'd like a full refund for both tickets.
Hello. My ticket insurance covers illness and I have a doctor's note for the flu. What do I need to send you so that I can be paid back?
Our school cancelled its trip at short notice after a snow day. We'd paid for forty students and four staff. What is your policy on returning the deposit?
I was sold a seat with a restricted view but nobody mentioned it. I could see maybe half the stage. Could I be given some of the price back?
Hi, the panto tickets were a gift from my aunt but we'd already bought our own for the same day. Is there any chance of a refund on the second set?
The speaker tonight has pulled out. Could I have my money back for the talk, please?
I was charged a booking fee of six pounds on top of the price, even though your website says there's no fee for members. Would you return the fee?
Hello, I'm afraid I have to cancel my tickets for the 20th because I've been taken into hospital. I understand if it's not possible, but could you repay them?
I paid for four tickets for the Saturday matinee but only three were issued, and when I looked at the seating plan online the fourth seat number doesn't seem to exist at all. Could you refund the missing one, or tell me if I've misunderstood something?
The evening was spoiled by a fire alarm that evacuated the building for an hour, and the second half was cut. Would we be entitled to any compensation?
Dear team, I bought tickets for the wrong theatre, I'm embarrassed to say, as there's a show of the same name across town. Is there any chance of getting my money back?
Good morning, your email offered a refund or an exchange for the postponed concert. We'd like the refund. Do we need to do anything else?
My card was charged but the website crashed and I had to book again. Now I've paid twice. Can the first payment be cancelled and sent back?
Hi, we booked a group of ten for my mum's birthday and received the group discount, but we were charged the full price. Could the difference be refunded?
I'm writing to ask for the price of our tickets back. The air conditioning failed on the hottest day of the year and my husband felt faint and we had to leave at the interval.
We were turned away at the door because our e-tickets wouldn't scan, and by the time it was sorted the show had started and we were refused entry. I'd like to be reimbursed.
I booked the audio-described performance for my blind mother, and the describer never turned up. It wasn't her fault. Can her ticket and mine be repaid?
Hello, the matinee I booked has been changed to an evening show. My children are too young for a late night, so I'd like to cancel and have the money returned.
Hi, I was in the middle of buying tickets and got charged for seats I then lost when the page timed out. Please return the £48.
Please could you cancel my booking for the 6th and repay it? Unfortunately my company has moved me abroad and I won't be here at all.
Our club booked twenty seats and received an invoice, which we paid. A second invoice then arrived and was paid by our treasurer in error. Can we get one payment back?
I'm not able to come to the opera after all and would like to return my tickets. Is there a resale scheme where I get the price back if they sell?
Hi, we got there on time but our seats were double-booked and we were put on folding chairs at the back. I'd like at least part of the price back.
Dear box office, a relative bought tickets on my card without asking. I've spoken to her and she's happy to cancel. Would you reverse the payment?
The show ran well over two hours without an interval and my elderly mother couldn't manage. We left early. I'm asking whether any money can be returned.
Hi, I bought a gift voucher that was never used and has now expired. Can the amount be paid back or at least put towards something?
Hello, as the production is closing early, our tickets for its final week are worthless now. Please can I have the money back rather than credit?
My online order shows two extra tickets I didn't choose, added by the booking system. I've only ever wanted two. Please take the extra two off and refund them.
Hello, the theatre changed the cast and the star we came to see isn't in it any more. I'd like to return our tickets for a full refund if possible.
""",
    "access": """
Hello, my husband uses a wheelchair and we'd like to see the play in May. How many spaces are there in the stalls, and is there a step-free way in from the car park?
Hi, are any performances of the musical captioned? My daughter is deaf and lip-reading from the back of the circle doesn't work for her.
Could you tell me whether the hearing loop covers the balcony? I'd rather not pay for a stalls seat if the loop works upstairs.
I'm registered blind and would love to come to the ballet. Do you offer audio description, and is there a touch tour before the show?
My son is autistic and finds loud bangs and sudden lighting changes very hard. Do you ever put on relaxed performances of your family shows?
Good morning, I have a guide dog. Can she come into the auditorium with me, and is there a seat where she'd have room to lie down?
Hello, I can walk short distances but not manage stairs. Which seats are reachable by the lift, and is there anywhere to leave a walker during the show?
Do you offer a free companion ticket? I can't go to the theatre without my carer, and paying for two seats every time is difficult.
My mother has dementia and can get anxious in a crowd. Would there be a quiet room she could step out to during the interval if she needs it?
Hi, I tried to book the wheelchair space online for Saturday but the system wouldn't let me choose it. Can you hold it for me over the phone?
I'm writing on behalf of my brother, who has a learning disability. He'd love to see the panto. Would there be a performance where noise and moving about in the seats are welcome?
Would there be an accessible toilet on the same level as the studio theatre, or would my wife need to use the lift during the interval?
Hi, my partner is hard of hearing. If we book the captioned matinee, where should we sit to read the screen without turning our heads all the time?
Could I have the large-print version of the programme, and is the cast list available in braille? I'm happy to pay for them.
Hello. I had a hip replacement last month. Is there a seat with extra legroom on the aisle, so I can keep my leg straight through the first act?
We're bringing a school group of fifteen next term, and one pupil uses a powered wheelchair. Could you tell me whether it fits through the stalls doors? The booking is done already.
I'm a wheelchair user and last time the ramp at the side door was blocked by bins. Can I be sure the entrance will be clear before I buy tickets for next month?
Do you have ear defenders to lend? My twins are fine with theatre but hate the volume of the applause at the end.
Hi, I have chronic fatigue and can't queue for long, and by the end of a show I'm often exhausted and need to leave before the crowds. Is there a way to be let in early or a seat near the door I can reach quickly?
My daughter uses a communication device that makes quiet sounds. Would that be a problem in a normal performance, or is a relaxed one better for her?
Any Blue Badge parking bays near the theatre? The car park is a long walk for me.
Would someone meet us at the entrance and help us to our seats? My father is partially sighted and the foyer is usually very busy with school groups.
I'd like to book the audio-described performance on the 12th. Do I need to collect a headset from the desk, and how early should we arrive?
Good afternoon. I need to transfer from my wheelchair to a normal seat. Are there seats with removable arms, and will staff store the chair safely?
I'm deaf and use a sign language interpreter. Do you have any interpreted performances, and can I book seats where I'll be able to see them?
Is the bar upstairs reachable without steps? We're meeting friends there before the play and my mum can't manage the staircase.
Hi, my son has epilepsy that's triggered by strobe lights. Does the show use strobe, and if so is there a warning in the programme?
Hello, I'm booking for a party of two, myself and a friend with a spinal injury. Could I check the wheelchair space is next to a normal seat so I can sit beside her?
Is there a changing place with a hoist anywhere in the building? We'd love to bring my teenage son, but without one we can't stay for a full show.
We bought tickets for the evening show, and I've since learned my aunt, who is coming with us, will need a wheelchair by then. Can one of our seats become a wheelchair space?
My partner has severe anxiety in enclosed spaces. Are there seats at the end of rows where he could leave quietly without disturbing anyone?
Do you have a sensory map or a visual story of the building I could show my son before we come? It really helps him to know what to expect.
Hi, I'll be seven months pregnant when we come. Is there somewhere I could sit with a bit more space, and a lift to the upper level?
Can my mother bring her own cushion and back support? She has a spinal condition and the seats in older theatres are very hard for her.
I'm organising a trip for our day centre, twelve adults with learning disabilities. The booking's confirmed. Could a member of staff show them round the stage before the performance?
Hi, is the large-print or audio version of your season brochure available? I can't read the small print on the website either.
Hello, my hearing aid has a telecoil setting. Can you tell me which seats pick up the induction loop best for plays, where the actors move around?
Are the captions on the screens at the side of the stage or on a tablet? My mum struggles with small screens but is fine with big ones.
""",
    "group": """
Hello, I'm the drama teacher at a secondary school and hope to bring forty Year 10 students to the matinee in March. What rates do you offer for schools?
Hi, our walking club wants to make an evening of it and see the comedy show. There would be around eighteen of us. Is there a discount for that many?
Good morning, I'm organising our office Christmas outing to the panto, probably twenty-five people, though a few are still deciding and one or two may bring partners. Can we reserve a block of seats now, pay a deposit, and settle the final numbers and the balance nearer the date?
We're a choir of thirty and are keen to see the new musical together. Could we all sit in the same block, and is there a deal for parties?
I'm booking for my mum's seventieth. There will be fourteen of us, including two wheelchair users. Can we get a group price and seats close to each other?
Our book club is reading the novel the play is based on. Twelve of us want to come on a Thursday. How do we book as a party?
Hello, we're a primary school hoping to bring sixty children and eight adults to the family show. Do teachers go free, and can we pay by invoice?
Hi, I run a youth club and about twenty teenagers are asking to see the dance production. Are there cheaper tickets for young people in a group?
Dear box office, our retired teachers' association is planning an afternoon out, about thirty-five members, some with walking sticks. What would you recommend?
Could you hold fifteen seats for the Friday night while I collect money from everyone? I don't want to pay until I know exactly how many are coming.
Hi, there are eleven of us coming for the tribute act for a hen do. Any offers for groups, and is it alright if we dress up?
We're hoping to bring our whole department, some twenty people, to the opening night. Is that too many for one booking, or can you split it?
Hello, I organise trips for a care home. Around ten residents and five staff fancy the afternoon concert. Do carers pay?
Our rugby club is planning a social night at the comedy show, roughly thirty lads. Do you need a deposit, and when would the balance be due?
I'd like to book for my scout troop, twenty-two children and four leaders, for the Saturday afternoon. Is there a special rate?
Hello, I'm a university tutor. Sixteen of my students are studying the play this term. Could we book together and would student prices apply?
Hi, the church choir wants to see the Christmas concert as a group. We're about twenty-eight. If a few drop out later, can we reduce the numbers?
Our company is hosting clients and needs twelve of your best seats for a Wednesday, plus drinks at the interval. Can you arrange that?
Hello. I'm putting together a reunion for old school friends, maybe twenty of us, at the musical. Can you tell me what group discounts are available?
Hi, we're a college music department, thirty-two students and three staff. Could we have a short talk with the orchestra after the show as part of the booking?
I'm looking to book a block of seats for our charity's volunteers as a thank you. Roughly forty people. Do you give a discount to charities?
Good afternoon. We'd like to bring a coach party from our village hall, around forty-five people, to the matinee. Is there somewhere for the coach to drop off?
Dear team, our sixth form wants to see the set-text play on a school day. We're looking at about fifty students. Do you offer study packs?
Hello, a dozen of us from the knitting circle are planning to come and see the play. Some can't manage stairs, so could all the seats be in the stalls?
We run a home-education network and would love a day out at the theatre for around twenty families. Do you have a group rate for children and parents?
Hello, I have booked eighteen seats for our lunch club already. Could I add five more to the same booking before the group deadline?
Hi, I'm booking for a hockey team's end-of-season night out. Twelve of us. Is there a deal for that size, and can we pay separately?
Good morning. Our residents' association is taking around thirty people to the panto. Is it cheaper on a weekday, and do you take cheques?
Hello, we're a language school and our twenty international students are desperate to see a play in English. Which show would you suggest, and is there a group price?
I lead a group of adults with mild learning disabilities, twelve of us with three support workers. Could we book a relaxed performance together at a group price?
Hello, our dance school is bringing its older pupils, about twenty-five, to the ballet. Might the children go backstage if we book as a party?
Dear box office, the women's institute is booking for the spring play. We're about sixteen. How far in advance should we reserve?
Stag party of ten for the late comedy show. Any deal for us, seated together?
Our firm wants to reserve the whole front two rows for a team night. Is that possible, and would we get a reduced price per head?
Hello, I'm a nursery manager planning to bring thirty toddlers and their parents to the puppet show. Do babies under two need tickets, and how do we pay?
Hi, I'm arranging a trip for the local history society. About twenty-four of us are keen on the play about the mill. What are your group terms?
Hello, I'm looking to book tickets for my daughter's brownie pack and their parents, probably thirty in total. Can we pay one invoice for all of them?
We're a running club celebrating our tenth anniversary and are thinking of taking over the studio for a show night, around forty members. Can we talk about prices?
""",
}

# A message in a shared house's group chat: what it is about. `chores` cleaning, washing up,
# bins and recycling, the rota, the fridge, tidying shared rooms; `bills` money for the house:
# rent, energy, water, internet, meter readings, splitting costs, who owes whom; `visitors`
# people from outside the house: guests staying over, partners, family visits, parties, keys for
# a visitor, asking if someone may come round.
HOUSE = {
    "chores": """
Whose turn is it to do the bins? They go out tonight and I did them last week.
Can whoever made the curry please wash that massive pan, it's been soaking since Sunday.
Guys the bathroom sink is gross again. I'm not cleaning toothpaste off it for the third week running.
I've made a new cleaning rota and stuck it on the fridge. Shout if you want to swap days.
The fridge smells like something died. Clearing it out Saturday morning, label anything you want kept.
Recycling's overflowing. Can we flatten the boxes before they go in, please? It fills up in two days otherwise.
Someone left wet washing in the machine overnight and now it stinks. Could you rewash it?
Hoovered the stairs and the living room. The kitchen floor needs a mop if anyone's free.
Reminder that it's my week off the rota because I did double while you were all away at Easter.
Who keeps leaving teabags in the sink? There's a caddy right next to it.
Can we agree to wipe the hob after cooking? It's crusty and I spent an hour on it.
Had friends over last night, sorry about the glasses, I'll wash them all when I'm back from work.
The shower drain is blocked with hair again. I've bought a cover, please use it.
My turn to clean the kitchen but I'm ill in bed. Can someone swap with me and I'll do yours next week?
Bin men didn't take the garden waste because it had bags in it. Please only put cuttings in the brown one.
The oven hasn't been cleaned since we moved in. Shall we all do it together on Sunday and get a takeaway after?
If you use the last of the washing-up liquid, add it to the shopping list. We've been out for days.
Whoever's parents came on Saturday left a pile of cups in the lounge, can they go in the dishwasher please.
Dishwasher's clean, can someone empty it?
Someone's left their bike in the hallway again and I nearly fell over it carrying laundry.
There's mould on the bathroom ceiling. I'll spray it, but can we please open the window after showers?
The hallway carpet is covered in mud. Shoes off at the door, yeah?
Can we get a proper bin for the food scraps? The little caddy is always overflowing and attracts flies.
Will whoever's responsible please take their plates out of their room. We're out of bowls.
Clean-up day Sunday before the landlord inspection, or we won't get the deposit back. Kitchen, bathroom and lounge. I'll bring bin bags and gloves.
I'm sorry I forgot the bins, I'll put them out tonight and do the next two weeks to make up for it.
Milk's been left out of the fridge overnight twice now. Please put it back, it goes off.
Can we split the cleaning into rooms instead of days? Everyone's share would be fairer.
I paid for a new mop myself. Not asking for the money back, just please use it.
The toilet needs a proper scrub. I'd do it but I did it the last two times.
Fridge shelves: top is mine, second is yours, please stop moving my stuff to the bottom.
Laundry's been in the dryer for two days. I've piled it on the chair in the hall.
Our pans are all burnt. Can we at least soak them instead of putting them back dirty?
Lounge is a state after the match. Bottles, crisps everywhere. Let's tidy it together before the weekend.
Put a note on the washing machine: please clean the filter once a month, it's full of fluff.
Deep clean still on for Saturday?
Found a spider the size of my hand in the bath. I've hoovered up the webs but someone else deals with the next one.
Who left the fridge door open? Everything inside is warm. I've thrown out the chicken.
Please don't put greasy stuff down the sink, the plumber says that's why it keeps blocking.
Scrubbing the grouting tomorrow, someone do the windows?
I've emptied the kitchen bin three times this week. Can someone else do their share?
The freezer needs defrosting, it won't close. I'll do it Friday if you clear your stuff out.
Can everyone take their shoes and coats off the stairs? It looks like a jumble sale.
Just saying the bathroom mirror has been splattered for a week. Not naming names.
Someone keeps putting glass in the paper recycling. It won't get collected like that.
Anyone around to help move the sofa so I can hoover under it? I'll pay in biscuits.
Cleaned the bathroom top to bottom, please keep it nice for at least a day.
Quick one, who owns the frying pan with the eggs welded on? It's been on the hob since Tuesday.
Garden's a jungle. Could we each do half an hour of weeding this weekend?
Not cool to leave a full bin bag by the back door. Foxes got into it overnight, it's everywhere.
""",
    "bills": """
The energy bill came today. It's gone up a lot, so it's about forty each this month.
Can everyone send me their share of the internet by Friday? I've already paid it for the quarter.
I've done the meter readings and sent them off. Photos are in the shared folder if anyone wants to check.
Rent is due on the first, remember. Last month the landlord chased me because one payment was late.
Still waiting on twelve pounds from two of you for the water. No rush, but please don't forget.
Should we switch broadband provider? The contract ends next month and there are cheaper deals.
Since your girlfriend basically lives here now, would she mind chipping in for the gas and electric?
Heating's been on all day while everyone's out. That's what's pushing the bill up.
I've set up a shared spreadsheet for who owes what. Green means paid.
Is anyone else being charged for the TV licence twice? I think we both set one up.
The water company says we're on an estimated bill. Can someone find the meter? I think it's under the sink.
My parents sent money for my share of the rent, so I can pay you back for last month now.
Do we split the gas equally or by room size? My room is half the size of the attic.
Paid the electric. It's forty-two pounds each. My bank details are pinned at the top.
The router's dying and the company wants twenty quid to replace it. Shall we split that four ways?
Wait, why is there a charge for going over the data limit? Who's been streaming all night?
I'm moving out in June. How do we work out my last share of the bills?
Someone left the heater on in the spare room for a week. That's probably twenty pounds of electricity.
Can we set up a house account everyone pays into each month? Chasing people individually is exhausting.
Council tax letter came. We're all students except me, so I think I owe the single person discount bit.
Sent my share for the cleaner, sorry it's late.
The gas meter reads way higher than last quarter. Is the boiler leaking or are we just cold?
Does anyone have the login for the water account? I want to set up a direct debit.
Your friend stayed six weeks. I think it's fair she pays something towards the bills.
I'm away all of August. Do I still pay a full share of the electric for that month?
Reminder: internet is in my name, so if it isn't paid I get the credit hit. Please pay me today.
We got a refund from the energy company! Fourteen pounds each, I'll send it back to everyone.
Can we talk about the heating? I'm happy to pay more if I can have it on in the mornings.
I've bought toilet roll, bin bags and washing-up liquid for the house. It came to eighteen, so six each please.
The landlord's putting the rent up by fifty quid in September. Are we all still staying?
Who was supposed to pay the water bill? We've had a final reminder.
I think I've paid the internet twice by mistake. Could whoever got my payment check?
Smart meter's showing we used loads on Sunday. Was that the party or the tumble dryer?
Can someone take over handling the energy account? I'm fed up of doing the maths every month.
Small thing, but I don't use the dishwasher or the dryer. Could my share be a bit lower?
Rent's gone out for me, but the landlord says it's ten short. Did anyone pay less than usual?
I owe you for last month's gas, right? Let me know how much and I'll send it tonight.
The deposit return will be split four ways when we leave, minus the cost of the burnt carpet.
Broadband guy says a faster package is only three pounds more each. Worth it?
Just a heads up, I'm short on money until the fifteenth. Can I pay my share of the bills late this month?
Anyone know how to get the electricity account out of the old tenant's name? We're still getting his letters.
We need to top up the prepayment meter or the lights will go off tonight. Who's got the key?
Since I work nights and barely use the heating, can we talk about a fairer split?
I've paid the window cleaner for all of us again. That's three times in a row, please pay me back.
How much do we each owe for the new kettle and toaster? Let's put it on the spreadsheet.
Can we stop using the oven for hours to heat the kitchen? The gas bill is huge.
I'm going to cancel the streaming subscription, nobody watches it and it's costing us ten a month.
Energy company says they'll send an engineer to check the meter. We might get money back.
Everyone's paid rent except one person. You know who.
Electric went up again. Fixed deal, anyone?
""",
    "visitors": """
Is it alright if my sister stays Friday and Saturday? She'll be on the sofa and bring her own bedding.
My boyfriend's coming over tonight for dinner. We'll keep the noise down, promise.
Heads up, my parents are popping round on Sunday afternoon. I'll make sure the lounge is presentable.
Would anyone mind if I had a few friends round for my birthday on the 12th? Maybe ten people.
Who was the guy in the kitchen at 3am?
Can we have a rule about overnight guests on weeknights? Some of us have early starts.
My cousin is visiting from abroad for a week in May. Could she use the spare room if nobody minds?
Friend from uni is passing through Thursday, just for one night. Hope that's OK with everyone.
I'm having a small party next Saturday. You're all invited, obviously. I'll clean up after.
Can your mate stop using my towel when he stays? I've asked nicely twice.
My mum wants to come and see the house. Is Wednesday evening good for everyone?
Someone's girlfriend has been here every night this week. Not complaining, just maybe check with us?
Could I give my brother a spare key for the weekend? He's arriving before I finish work.
There'll be a few people here watching the match tomorrow. Come and join us if you like.
My partner's flat is being repaired, can she stay with us for about a fortnight? She'll pay for the food shop.
Do we have a blow-up mattress anywhere? A friend is coming down for the festival.
Quick check: OK if my study group meets in the lounge on Tuesday nights this term?
My dad is dropping off a chest of drawers on Saturday morning. He might need help carrying it up.
Whose friends were shouting in the garden last night? The neighbours knocked on the door.
I'd like to invite my work colleagues for drinks on Friday. We'll be in the garden and done by eleven.
My niece and nephew are coming for the afternoon. Sorry in advance for the noise.
Can we agree nobody brings people back after midnight on work nights? The bell keeps waking me up.
Your visitor left the front door wide open when she went out this morning. Can you have a word?
I'm meeting a date here tonight, so I'd appreciate the lounge to myself for a couple of hours.
Is everyone okay with my grandma coming to stay for Christmas? She's quiet and goes to bed at nine.
Who's the person who's been sleeping on the sofa? Just want to know who's in the house.
My old flatmate is in town and needs a place for two nights. Could she crash in my room while I'm on the sofa?
Having a games night Thursday with people from my course, maybe six of us. Feel free to join in.
Just so you know, my ex might turn up. Please don't let him in.
Would it be weird if my mum stayed over on Saturday? She's coming to see my band play.
Your friend's dog is lovely but it can't stay here for a week without us all agreeing.
Can we set a limit on how many nights a partner can stay before it counts as living here?
Two friends from home arriving tomorrow afternoon. They'll share my room, I'll take the floor.
Dinner party at ours on Saturday, I'm cooking. Anyone want to bring someone along?
Someone's guest finished my milk and ate my cheese. Please tell them what's theirs and what isn't.
My boss is coming round briefly to drop off a laptop. Please don't be in your pyjamas in the hall.
Any objections to my brother's band practising in the garage on Sunday? Only a couple of hours.
My girlfriend is moving to a new flat next month, so she'll be around a lot less after that.
I've invited the neighbours round for mulled wine on Sunday to say sorry about the noise. Hope you don't mind.
Is it OK if I host book club in the kitchen once a month? Six women, very well behaved, lots of cake.
A friend of mine needs somewhere in the house for a week between leases, not paid, just a favour. Could we talk about it tonight?
Visitors on weeknights are fine by me, but could they leave by eleven? I'm on earlies.
My parents are staying in a hotel nearby but want to come for tea on Saturday. Is that OK?
Someone's friend smoked in the garden and the butts are all over the patio.
Can we please stop letting people we don't know in? A stranger was in the hall this morning looking for someone none of us knew.
My brother's coming to fix my bike on Sunday. He'll be in the garden most of the day.
Your boyfriend is welcome any time, but he's used our shower every morning this week.
Is anyone having people over this weekend? I was hoping for a quiet house to revise.
Last year's flatmate visiting Friday. Pizza with us?
Sorry, my friends got loud last night.
""",
}

# A head teacher's reply to a parent who asked for leave for their child in term time: the
# decision. `granted` the absence is allowed (authorised), even with conditions, warnings, work
# to catch up or regret about missed lessons; `refused` the absence is not allowed, however
# sympathetic, apologetic or understanding the reply, and even when the parent is told how to
# ask again or appeal.
LEAVE = {
    "granted": """
Thank you for your letter about your brother's wedding abroad in March. I know how much it means to the family for your daughter to be there. I am happy to authorise the five days requested. Her teacher will send home some reading, and I'd ask that she keeps a short diary of the trip to share with the class. I have also let the after-school club know, so you won't be charged for the sessions she misses.
I was very sorry to hear that your father is so unwell. Of course your son should be with him; I cannot imagine asking him to be anywhere else. Please take the days you need next week. There is no need to send a further form, just let the office know when he will be back.
Dear parents, I have considered your request for leave during the exam preparation fortnight. I would normally be very reluctant, and I do worry about the maths he will miss. However, given that this is his grandmother's ninetieth birthday and the only time the family can gather, I am prepared to authorise it on this occasion.
Thank you for letting us know about the festival. Days of religious observance are authorised, so your children's absence on both days will not count against their attendance. We hope you have a joyful celebration, and we'd love the children to tell their classes about it when they return.
I have received your request for your daughter to attend the national gymnastics finals. Congratulations to her on qualifying! This is exactly the kind of exceptional circumstance the policy allows for, so the absence is approved. Please ask her to catch up on the science homework she misses.
Your request for leave to attend your sister's funeral has been agreed. I am so sorry for your loss. Please don't worry about schoolwork at the moment; we will help your son catch up gently when he is back, and his form tutor will be in touch.
I understand that your husband returns from his deployment in November and that his leave falls outside the school holidays. We recognise the particular circumstances of service families, and I'm pleased to approve the week you've asked for. Please enjoy the time together.
I must be honest that our attendance figures this year are a concern to the governors, and I don't take these decisions lightly. But a hospital appointment for specialist treatment is a medical absence, not a holiday. Your son's absence on the 14th and 15th is authorised.
Thank you for your email. I have looked at your request for two days at the end of term so that the family can move house. Moving is stressful enough, and I'd rather your daughter was settled. The absence is agreed, though please make sure she's in for the class assembly on the Monday.
Dear parent, I'm writing about your request for your son to perform with the youth orchestra on its tour. Although it means missing a full week, this is a rare opportunity and it is an educational one. The leave is authorised. We'd be delighted if he could play for the school on his return.
I'm sorry to say that I can rarely agree to extended leave, as you'll know from previous letters home. In this case, though, your mother's surgery abroad is a genuine family emergency, and I am content for both children to travel with you. Please keep us updated on her recovery.
Thank you for the details of your daughter's audition for the specialist music school. The appointment cannot be moved and she has worked so hard for it. Of course she may attend, and I won't count it against her. Good luck to her from all of us!
I have discussed your request with the attendance officer. Your son's attendance has been excellent, the reason is a family christening abroad, and the trip is short. Taking all of that into account, I am willing to allow the three days. Any longer and I would have had to say no.
I'm afraid I must refuse requests for holidays as a rule, and the council can issue fines for unauthorised absence. However, your request is not a holiday: it is to visit your grandfather in hospice care. I am agreeing to the leave without hesitation, and I hope the visit brings some comfort.
Thanks for getting in touch so early about the court date. Where a child has to attend court or meet a social worker, we cannot and would not stand in the way. Please let the office know the exact times so that your daughter's teacher can plan around them.
Your son has been selected to represent the county at the cross-country championships. What an achievement! The absence has been approved, and I have asked his PE teacher to write a short piece for the newsletter. Please ask him to bring his medal in.
Dear parents, the governors met yesterday and considered your appeal. Having heard about your wife's illness and the limited time she has to travel, they have decided to overturn the original decision. The leave is now approved. I am sorry the first letter caused you such distress.
Thank you for your request for the day of your wedding. Our policy does allow leave for a parent's own wedding, and we'd be sorry for your son to miss it! The day is authorised. Please send us a photograph for the class if you are happy to.
I know you were worried we would say no, because it is the week of the school trip. Don't be. A one-off visit to see his new baby sister in the special care unit is more important than anything we are doing here. The absence is agreed, and I'm sorry you were worried.
I've read your letter carefully. Normally a request for a family holiday in term would not be accepted. This is different: the trip is the only chance for your daughter to meet her terminally ill uncle abroad. I am authorising the leave, though I would ask that she reads every evening while away.
Thank you for the supporting letter from the consultant. Your son may leave at lunchtime on Thursdays for his therapy sessions for the rest of the term. These will be coded as medical appointments, so they cannot affect his attendance record.
Regarding your request for the week in June: as your daughter is in the Reception year and not yet of compulsory school age, we are not in the position of refusing it in the same way. We'd prefer she attends, but the absence will be authorised.
I want to thank you for asking rather than just keeping her off. Given the circumstances you describe, with the house fire and the family staying with relatives two hours away, the absence is of course authorised. Please tell us if there is anything the school can do to help.
Your request for leave so that your son can travel with the national chess squad has been granted. I am not usually keen on pupils missing lessons, and he will have some catching up to do in English, but this is a remarkable opportunity for him.
Dear parent, thank you for your honest letter. I was sorry to learn that your work means you cannot take leave in August. As this is an unusual situation and you have given a full term's notice, I have decided to authorise the absence. Please understand that I may not be able to do so again. We are asked by the local authority to account for every day of leave, and I have to be able to show that each one was exceptional.
I've considered your request alongside the school's attendance policy, which is strict about leave in term time. Your daughter is competing at the national swimming championships, and she was selected by the governing body. The policy allows for this, and I'm delighted to approve her absence.
I can confirm that your children's absence to attend their great-grandmother's funeral will be authorised. Please accept my sympathy. If the family needs an extra day afterwards, just ring the office; we will not ask for another form, and the day will be treated in the same way.
Following our meeting, I am writing to confirm what we agreed. Your son may take the two weeks needed to settle into his new home abroad before the transfer. He will remain on our roll until you confirm his place at the new school, and the days will be authorised.
The staff and I are all so pleased to hear about your daughter's part in the film. A licence from the council has been issued for the filming days, and so the absence is authorised. She must still complete the work her tutor sets on set; the chaperone has agreed to help.
I'm sorry this reply took so long, with the end of term so busy. I've had a number of similar requests this month, and most have been declined because they were for holidays. Yours is not: it is for your son's passport interview at the embassy, which cannot be moved. The morning is authorised.
Thank you for the information about the family's pilgrimage. I recognise its religious significance and that the dates are fixed. Although the absence is longer than we would like, I am authorising it. The class teacher has prepared a pack of work, and we'll check it together when she returns.
It's not often I say yes to a request like this, and I was initially minded to decline it. After speaking to your son's head of year and hearing how hard the last few months have been, I think a short break with his dad will do him good. The leave is agreed.
Dear parents, your daughter's hearing assessment falls on a school day, and the clinic has no other dates. Medical appointments are not counted as leave, so there is nothing for me to decide: she is simply authorised to attend, and we hope all goes well.
Your request arrived after the date of the absence, which usually means it cannot be considered. In this case, I accept that the emergency flight home to see your mother could not be planned. I am therefore authorising the days retrospectively.
I was glad to receive your request well in advance. I have considered it in line with guidance and agree that the graduation ceremony of an older sibling, held once and overseas, is an exceptional event. The two days are authorised. Please send her back ready to share some photos!
Thank you for explaining the situation with your husband's shift pattern on the oil rig. He is home for only a fortnight every three months, and I can see why you want the family together. I'm prepared to authorise the week you requested, especially as the following week is half term anyway.
I'm writing to say yes to your request. Your son's grandparents are celebrating their golden wedding and the family is travelling for the weekend, leaving on the Friday. One day's absence is fine. We will see him on the Monday morning.
We have a duty to consider each request individually, and the penalty notice system exists for a reason. But I am satisfied that your daughter's trip to donate bone marrow for her brother is exceptional in every sense. Please take as long as is needed; the absence is authorised.
Dear parent, I have considered your request and agreed to it. I do not normally allow leave in the first week of term, when routines are set, but your circumstances are unusual and you have given good notice. Please make sure your son reads with you each day.
Your request for leave for the Traveller family gathering has been received. Families who travel for work are treated differently under the regulations, and the school is glad to support this. The absence is approved, and we will send work by email if that helps.
Thank you for your letter about the regional dance finals. Your daughter's dance school tells us she is one of only eight selected, and the event runs over two school days. These will be authorised. We are very proud of her.
As you know, this is the week of the year six tests, and I was not sure at first. But the test can be sat on the catch-up day, and your son's appointment with the heart specialist must come first. The absence is agreed; a test is not a reason to delay treatment.
I have received your request to collect your daughter early on Friday to travel to her father's wedding. She will miss only the last two lessons. That is absolutely fine, and she will not be marked absent in the morning register. Have a lovely weekend.
I have had a word with your son's teachers. They tell me he is well ahead and will be able to catch up on what he misses. With that in mind, and given the family reunion is for his grandfather's hundredth birthday, I am happy for the leave to go ahead.
After a good deal of thought, I have decided to authorise the absence. Three days is a long time in year eleven, and I want you to know the teachers are uneasy. But I accept that this is the last chance for the children to see their great-aunt, and family matters.
Thank you for telling us about the refugee hearing. Your presence there, and your daughter's, is required, and I understand how important it is. The absence will be authorised, and our family support worker is available if you need anyone to come with you.
It was lovely to meet you at parents' evening. Regarding the request we discussed, for your son to go with his dad on the work trip to visit the factory abroad, I've decided to allow it. It is an unusual educational experience and I'd like him to give a talk about it afterwards.
You asked whether your daughter could miss the afternoon to attend her sister's degree ceremony. This falls within what I can authorise, and I'm happy to do so. She has worked hard this term and deserves to see it. I hope the weather is kind to you all.
Thank you for the early notice of the family's move to the army base abroad. Your son will be with us until the Wednesday and then leave to travel. Those last days are authorised, and we'll make a scrapbook for him from his classmates.
Your request was for a full week, and I explained on the phone why I cannot agree to a holiday of that length. I am able to approve the two days for the funeral itself, which is what you have now asked for. Please accept my condolences.
I have considered your request for your daughter to take part in the international science competition. Pupils don't often get a chance like this, and she will be representing the school. Leave is authorised, and I will be cheering her on from here.
Thank you for your request regarding your son's court appearance as a witness. A witness summons is a legal requirement and absence for it is always authorised. He should bring a copy of the summons to the office so that we can keep it on file.
I'm writing to let you know that I have authorised the leave for the surgery. I hope the operation goes smoothly. We'd like to set up a plan for his return, especially if he will need to use the lift for a while; the office will be in touch.
Your request to take the children to visit their grandmother, who has recently been moved into a care home far away, was considered by the attendance panel this morning. The panel agreed that this is exceptional and authorised the three days. Please send our best wishes to her.
I am pleased to tell you that your request for leave to attend the youth parliament sitting has been approved. Your daughter was elected by her peers, and it would be odd for the school to stand in the way of her representing them.
I know the policy letter sent home this term sounded firm, and I stand by it for holidays. Yours is a request for a religious ceremony, the coming of age of your son's cousin, which only happens once. I am content to authorise the day.
Dear parents, thank you for your patience while I looked into your request. Having spoken to the local authority, I can confirm that your son's absence for his assessment at the specialist school is authorised. Please let us know the outcome when you can.
I have spoken with your daughter's head of year, and we agree that attending her grandfather's memorial service is important. Although it falls during mock exams, she can sit the missed paper later in the week. The absence is authorised.
Your request has been approved. I understand that your family's only chance to visit the homeland this year is in June, because of your partner's medical treatment timetable. I would ask you to make sure your son takes his reading book and keeps up his spelling practice.
You mentioned that you expected to be turned down, given the number of refusals this year. I can see why you thought that. But your situation, with your son's father being released from hospital after months away, is a reason I am glad to support. The days are authorised.
I was sorry to hear that your dog has died; I know how close your son was to her. Our policy would not normally cover this, but he is clearly very upset, and I think a day at home is sensible. I am authorising tomorrow.
Thank you for your letter. You have asked for leave for your daughter to sit her grade eight piano exam, which the exam board has fixed for a weekday morning. Exam absences of this kind are authorised, and I wish her every success.
Your request for a reduced timetable for your son over the next month, while he recovers from his illness, has been agreed by the school nurse and me. He will be marked as authorised for the afternoons he does not attend.
I'm writing in response to your request for your daughter to attend the funeral of her best friend's mother. It will be a hard day for her, and I think it is right that she goes. I'm sorry she has to face it, and the day is agreed. Her form tutor will look out for her when she's back.
I wanted to reply personally. Your son's attendance has been difficult this year, and I'm normally very cautious. But taking him to the hospital to be with his mother after the birth of the twins is not a choice, it is family. Of course he can go; it is authorised.
Following your phone call, I can confirm that both children may leave at noon on Friday to catch the ferry for their grandfather's funeral. I'm sorry it is such a sad reason. The absence is authorised, and no further paperwork is needed.
Thank you for requesting leave for the final of the national spelling competition. We are thrilled that your son reached the last twenty. The day is authorised, and the whole class will be watching the live stream in the afternoon.
I have considered your request carefully against the criteria. While a shortage of flights in the holiday would not on its own be enough, the fact that your daughter is going to be a bridesmaid at her aunt's wedding makes the circumstances exceptional. I have authorised the days.
Your application for the week's leave was discussed by the governors' attendance committee. Given your son's illness last year and the specialist clinic abroad that offered him an appointment, the committee agreed the absence should be authorised. They send their best wishes. His teachers will put together a folder of the topics he will miss, and the school nurse would like a copy of any new care plan from the clinic when you are back.
It is unusual for me to agree to a request made at such short notice, and I'd ask you to avoid this in future if you can. Still, given that your mother was taken ill suddenly, I accept there was no other way. Yesterday's and today's absence are both authorised.
Many thanks for your kind letter. I have considered your request for your son to attend his father's citizenship ceremony, which is an important family occasion and fixed by the council. The morning is authorised. Please pass on our congratulations.
Thank you for asking about the trip. Leave for a family holiday is normally refused, as you know. However, your younger son's condition means this may be his last chance to travel, and I won't stand in the way. All three children are authorised to go.
I have read the letter from your daughter's hospital team. Her chemotherapy sessions will mean missing a day every other week, and every one of those absences is authorised. Please don't worry about schoolwork. We'll arrange whatever support she needs when she is in.
Your request to withdraw your son for the afternoon to attend his stepbrother's school nativity play is authorised. I know these small moments matter to a family, and it is only the last period anyway, which is usually reading time. I hope the play goes well.
I am pleased to confirm that your daughter is able to go on the exchange visit with her cousin's school abroad. It is educational, well organised, and she is a confident student who will make the most of it. The absence will be recorded as authorised, and we look forward to hearing about it.
""",
    "refused": """
Thank you for your letter about the family holiday in June. I can see how much you've all been looking forward to it, and I'm sorry to disappoint you. Leave in term time can only be authorised in exceptional circumstances, and a holiday, however well deserved, does not meet that test. If your daughter is absent, it will be recorded as unauthorised.
I was so sorry to read about the difficult year your family has had. I do understand why a week away feels important. Unfortunately, I am not able to approve a holiday during the exam period, and I would strongly urge you to book for the summer break instead.
Congratulations to your son on reaching the regional football trials! However, the event is run by a private club rather than a national governing body, and it falls within the policy's definition of an optional activity. I'm afraid I cannot authorise the two days.
Dear parents, thank you for giving us so much notice. I know flights in the holidays are expensive, and I do sympathise. Cost is, sadly, not a reason that the regulations allow me to consider, so the request for leave in May has been declined.
I've looked carefully at your request for your daughter to attend her cousin's wedding abroad. Weddings of extended family are a lovely occasion, but they are not counted as exceptional under our policy. The day of the wedding itself falls on a Saturday, so the week's absence cannot be agreed.
Thank you for your email. You asked whether your son could leave two days early for the Christmas holidays. Those are full teaching days, with the class performance on the Thursday, so I must say no. If he does not attend, the days will be marked as unauthorised.
I have considered your appeal with the chair of governors. We both appreciate the strength of feeling in your letter. However, the reasons given have not changed since the first request, and the decision to refuse the leave stands. You may of course raise this with the local authority.
I do agree that travel is educational, and your plans for the trip sound wonderful. The difficulty is that every family could make the same argument. For that reason the school cannot treat a holiday as exceptional, and I am unable to authorise your request.
Please accept my sympathy about your grandfather's illness. I understand you'd like to visit him over the two weeks before Easter. As he is recovering at home and a visit could be made in the holidays starting a week later, I'm not able to agree to the leave.
Thank you for your request. I know that your husband's shift work makes family time hard to plan. However, the absence requested is for a fortnight's holiday, and I have to treat all families alike. It will not be authorised, and a penalty notice may be issued by the council.
I'm sorry to say no. I know you put a lot of thought into your letter, and I know your daughter's attendance is usually very good. But term-time leave is only possible in truly exceptional cases, and a family reunion does not qualify, however happy an occasion.
Your request for leave to attend the music festival was discussed this morning. We all agreed it sounded a fantastic weekend, but the Friday and Monday are school days, and it is not an educational event in the sense the policy means. The leave is refused, and any absence on those days will not be authorised.
I am writing in response to your request for extended leave of four weeks. Even where there is a family reason, an absence of this length in year ten would do serious harm to your son's GCSE preparation. I cannot approve it. I would be glad to meet you to discuss alternatives, such as a shorter trip at the start of the summer holidays, or a long weekend at half term. His teachers have also offered to send revision materials home over the break.
Thank you for telling me about your new job and the holiday allowance you've been given. It is frustrating that it doesn't line up with school holidays, and I wish I could be more flexible. Sadly, I have to decline the request. If your son does not attend, the absence will be unauthorised.
I've been asked by the governors to apply the attendance policy consistently. I know your family circumstances are complex, and I'm sorry to add to that. However, the request for a week at a theme park abroad during term does not meet the criteria, so I cannot authorise it.
Thank you for including the letter from your employer. Unfortunately, a parent's work commitments, while understandable, are not grounds for authorising leave. I am sorry that the answer is no this time. Please do contact the office if you want to discuss her attendance further.
I appreciate you asking rather than simply keeping the children at home. I wish I could say yes. Your request falls in the first week of the spring term, and a skiing trip, however good the price, is not something I am able to authorise.
Your request for leave for your daughter's birthday trip to the theme park has been considered. I'm sure it will be a treat, and I hope she has a lovely birthday. Birthdays cannot be treated as exceptional, so the leave is declined. Please consider taking her at the weekend instead.
I've read your letter about the family's move abroad. I'm afraid, though, that the removals date is three weeks after the end of term, so the absence you've requested beforehand is not needed for the move itself. I am not able to authorise it.
Dear parent, we received your request only yesterday, for leave starting today. Requests must be made in advance, and as there was no emergency given, I have to treat it as a holiday. The days will be recorded as unauthorised. I'm sorry not to be able to help more.
Thank you for explaining your son's talent and the residential tennis camp he has been offered. It sounds a brilliant opportunity. However, the camp is run during term for private paying pupils and is not a competition he was selected for. The absence will not be authorised.
I was very touched by your letter and the photographs of your daughter's grandparents. I completely understand wanting to see them. But a visit planned across the last three weeks of term cannot be authorised, and I would ask you to look again at the summer dates.
We value the close partnership we have with families, and I don't like saying no. Regrettably, I must decline your request for leave. The school has to keep to the local authority's guidance, which is clear that holidays during term are not authorised except in the rarest cases.
I know this will be disappointing. Your request for your son to attend the motor racing event with his uncle does not meet the criteria for authorised absence. I'd encourage you to keep him in school, as the week includes his science assessments.
I have considered your request alongside your son's attendance record, which is already below ninety per cent this year. With that in mind, and as the reason given is a short break away, I am not able to authorise further absence. I'd like to arrange a meeting to talk about how we can support his attendance.
Thank you for getting in touch. Though I sympathise with the family's wish to travel to the wedding, it lasts three days and the family plans to be away for two weeks. I could not approve an absence of that length. If you would like to resubmit a request for the wedding days alone, I will look at it again.
I'm afraid your request to take your daughter to see the tennis final cannot be approved. It sounds very exciting, and I hope she gets to see it on television. Sporting events as a spectator are not considered exceptional, so she is expected in school.
It was good to hear your news about the new baby, and congratulations. I'm afraid, however, that a family trip to show the baby to relatives abroad during term is not something I can approve. The request is declined, and I would ask you to consider the Easter holidays.
I understand your frustration with the cost of holidays. I know a number of parents feel the same, and I have some sympathy. However, the law does not allow me to take cost into account. Your request has been refused, and any absence will be recorded as unauthorised.
Thank you for your letter. Your request for your son to go on a sailing course with his grandfather has been considered. It sounds like a wonderful experience, and I'm sorry to say no. The course is offered in the holidays as well, so I cannot see an exceptional reason to authorise term-time leave.
Dear parents, the attendance panel met this morning. The members were sympathetic to your situation, and they asked me to say so. However, they decided that the request for a three-week trip did not meet the criteria. The leave is not authorised, and I am sorry to pass on that decision.
Having considered your request carefully, I'm not able to authorise it. I appreciate that your older son's graduation is a proud moment, but the ceremony is on a Saturday and the family holiday you've planned around it extends well into the following week.
I recognise that you've taken your daughter out of school for a family visit every year, and that this has always been authorised in the past. The rules have changed, and the head teacher now has far less discretion. I'm sorry, but I am unable to agree to the leave this year.
Thank you for your request for your son to join his father on a business trip abroad. I can see it would be an interesting experience. Unfortunately it is not an exceptional circumstance, and the school will not authorise it. Please let me know if you would like to talk this through.
We have received your request regarding your daughter's participation in the theme park's dance competition. Unless she holds a performance licence issued by the council, which the organisers have confirmed she does not need for this event, it is not something I can authorise. I'm sorry.
Thank you for letting us know about the festival dates. I've checked, and the days you requested are not ones recognised by the local authority for religious observance; they are the days of a family holiday afterwards. The main festival day will be authorised if requested separately, but this request is declined.
I know you have had a hard time lately with your health, and I genuinely wish you and your family a restful break. But I am bound by the policy, and a week's holiday to recover together does not fall within the exceptional circumstances it describes. I can't authorise the absence.
Dear parent, I was sorry to read that the children's cousins live so far away and that you see them rarely. That must be hard. Even so, the visit you have planned is a holiday, and it falls in the week of the class trip. I am unable to approve it.
After much thought, I've decided that I cannot agree to your request. Your son is in year eleven with mock exams in the same week, and missing them would put him at a real disadvantage. I understand this is not the answer you hoped for, and I'm sorry.
Your request was considered by the governors' attendance committee, who took into account everything you wrote. They concluded that the holiday, although partly to visit relatives, is not exceptional. The absence will be treated as unauthorised if your daughter does not attend.
I'm afraid I am not in a position to authorise leave for a holiday during term. I do appreciate you telling us honestly what it is for, rather than reporting the children as ill, and I hope you can find a way to enjoy time together in the half-term break.
Thank you for the request for your son to attend a friend's birthday party at a theme park on a Friday. While I appreciate it is a special treat, it is not something the school can authorise. He is expected at school as normal.
I have considered the letter from your partner's employer about the fixed leave dates. I know this is a difficult position, and I sympathise. Regulations, however, say that leave can only be granted for exceptional reasons, and work patterns are not among them. The request is declined.
Dear parents, I am writing to follow up your request for leave at the start of next term. I'm sorry, but I cannot authorise it. Your daughter would miss the first fortnight of her new class and the settling-in work that really matters for the year ahead.
Congratulations on your wedding anniversary! Twenty years is a wonderful achievement. I do hope you have a lovely celebration. Unfortunately, an anniversary trip is not something the school can approve in term time, so I have to turn down the request for the children to join you.
I understand from your letter that the children's grandparents have offered to pay for the holiday and that it is only possible in term. It is very generous of them. However, the school is unable to authorise the absence, as a holiday is not an exceptional circumstance.
Thank you for your email about the concert your daughter wants to attend in the capital. She must be so excited. The concert is in the evening, though, and I can't approve the whole day off for travel. If she is not in school, the day will be recorded as unauthorised.
I am sorry that I must refuse your request. I know that the trip would be the first time your son has met his father's side of the family, and I do understand how important that is. I've thought about it over several days and spoken to his new form tutor. But the four weeks requested would mean missing his entire first half term at secondary school.
Thank you for writing. I have looked into the film festival you mentioned, and while it is a genuinely educational event, your son is attending as a visitor rather than as a participant. I'm afraid it doesn't meet our criteria, and the leave would not be authorised.
I'd love to say yes, and I know how much your daughter wants to go. The difficulty is that she has already had nine days of holiday leave this year, which I authorised because of the family circumstances at the time. I cannot authorise further leave this year.
Dear parent, thank you for the very full explanation. I have read it twice, and I don't doubt any of it. Unfortunately, the reason you give, a family holiday booked before you knew the term dates, is not one the policy allows me to accept. The leave will not be authorised.
We have looked at your request to take your son out of school for a week to help on the family farm during lambing. I know how busy that season is. I'm sorry, but helping at home is not an exceptional reason for absence, and the request is refused.
Thank you for your request for leave to attend the golden wedding celebration. Unfortunately, as the party is on a Saturday evening and your plans are to stay away for the following week, I can't approve the school days. I do hope the celebration goes well.
I have thought carefully about your request. Your daughter has exams in both the weeks you would be away. Missing them would mean no predicted grades for her sixth-form applications. I am therefore declining the request, and I'd welcome a conversation about other dates.
I know that when we met you hoped I would be able to agree, and I'm sorry it has taken so long to write back. I spoke to the local authority, and its advice is that a holiday for a parent's fortieth birthday cannot be authorised. I have to follow that advice, and the days will not be authorised.
Your request for the children to leave early for the half-term holiday has been considered. As it falls on a full school day with an assessment in the morning, I cannot approve it. I hope you all have a relaxing break once term ends on the Friday afternoon.
Thank you for the supporting evidence you sent. I do not doubt that the cruise was a gift and could only be taken in term. I'm sorry, but gifts and cheaper prices are not reasons that the law lets schools consider. I am unable to authorise the absence.
Dear parents, after reviewing your request, I have decided that I cannot agree to it. I understand your son is a talented footballer, but a week's training camp abroad with a private academy is not an exceptional circumstance, and his attendance is already a concern.
I have received your second letter asking me to reconsider. I've done so carefully and spoken to your daughter's teacher. My decision remains the same: I cannot authorise a fortnight away at this stage in the year. Your right to appeal to the governors is explained in the leaflet attached. I know you feel strongly about this, and I respect that. I'd still much rather we found a solution together, so my door is open if you would like to come in after school one day next week.
I hope you'll understand that I'm in a difficult position. If I authorise your request for a holiday, I would have to authorise the thirty others I've received this term. For that reason, your request is declined. I'm sorry not to be able to give you better news.
Thank you for your request. You asked for your son to visit his grandmother for her birthday weekend, leaving on Wednesday. The birthday itself is on the Sunday, so I'm afraid I cannot authorise the Wednesday, Thursday and Friday. He should be in school as usual.
I'm sorry you felt the need to write twice. I did receive your first letter and have considered the request fully. I can't authorise the leave, because a holiday timed around a sibling's half term at another school is not an exceptional reason. I understand this is frustrating.
We've been in touch with your daughter's dance teacher, who tells us the show is a private production rather than a professional one requiring a licence. As such, the rehearsals in school hours cannot be authorised. We'd be delighted to hear about the show, though.
Thank you for your letter about your son's hockey tournament. It sounds like great fun, and we're proud of him. As it is a club event and not a national competition, I'm not able to authorise the time off. I'm sorry about that.
Dear parent, the attendance officer has reviewed your request with me. We both understand that your family wishes to travel for the festival celebrations with relatives. However, the dates requested extend a week beyond the festival, and so the absence cannot be approved as it stands.
I wish I could be more flexible, and I know that the price difference is huge. But my hands are tied. Holidays in term time cannot be authorised, and the absence would count against your daughter's attendance. Please do talk to me if there's anything else going on at home.
Your request for your son to attend the family's annual camping trip, which starts on a Thursday, has been considered. I understand it is a long tradition. Sadly, I cannot approve the two school days. If he misses them, the absence will be recorded as unauthorised.
I've spoken with the governors about your request, and they asked me to say how sorry they are about your father's passing last year. They understand the family wants to scatter his ashes together. As the date chosen is in the middle of exam week and could be moved, they have not approved the leave.
Thank you for your request for your daughter to be excused for a week to look after her younger siblings while you work. I do understand the pressures on your family. It isn't a reason I can authorise, but our family support worker would very much like to help you find other childcare.
Your letter asked whether I would agree to a shorter school day for your son on Fridays so that he can join a private football coaching session. I'm afraid that's not something I'm able to approve. I'd be happy to suggest after-school clubs instead.
I'm so pleased your son enjoyed his trip last year, and I enjoyed hearing about it. This year's request, though, is for almost three weeks at the busiest point in the year, and I cannot authorise that. I hope you'll understand my reasons.
I have considered your request and am sorry to tell you that it has been refused. While I appreciate that the children's uncle is visiting from abroad only briefly, he arrives on a Saturday and stays until the following Sunday, so you'll have both weekends with him.
Thank you for your request for leave on the day of your son's birthday. I hope he has a lovely day, and I'll make sure his class sings to him. Birthdays aren't a reason I can authorise, so I'm sorry, but I'd expect him to be in school.
After careful consideration, I'm afraid I cannot authorise your request for the week's leave. I recognise the trip would be meaningful for the family. Please know that this is not a judgement on you as parents; it is the same answer I have to give everyone.
I am writing about your request for leave in July. The trip is a wonderful idea, and the children would no doubt learn a lot. Sadly, it overlaps with the end-of-year transition days, which are very important for your son. I cannot approve it, and I'm sorry.
""",
}

SETS = {"boxoffice": BOXOFFICE, "house": HOUSE, "leave": LEAVE}
