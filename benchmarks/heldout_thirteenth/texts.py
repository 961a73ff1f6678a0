"""The thirteenth round of held-out sets, written by hand: one text per line under its label (see
README.md). Three sets: short to medium messages to a public library's help desk (8 to 35
words), medium messages from tenants to their letting agent (15 to 45 words) and listener
reviews of podcast episodes (10 to 40 words).
``python3 benchmarks/heldout/write.py heldout_thirteenth`` writes them as JSON."""

# A message to a public library's help desk: what the person needs. `renew` more time with
# items already borrowed; `reserve` a hold, a place in a queue, a request for an item from
# elsewhere or one the library does not stock; `fines` money owed: late charges, lost or
# damaged items, paying, refunds, disputes; `membership` joining, the card and the account's
# details, closing it; `events` talks, clubs, story times, workshops, room hire and volunteering
# at them; `access` getting in and using the building and its services: opening hours, steps and
# lifts, wifi, computers, printing, online logins, apps, parking, facilities.
LIBRARY = {
    "renew": """
My loans are due back on Friday but I'm stuck at home with a broken ankle and nobody can drop them off for me. Can they be extended for another three weeks, please?
Is it possible to keep the two cookbooks a little longer? I haven't finished trying the recipes.
The website says I've reached the limit on extending a novel. Can the desk push the date back once more?
Please could you add another fortnight to everything on my son's card? He's not finished his project.
I'm away on a course until the end of the month. Will my books be fine if I extend them online before I go?
Hi, the due date on the textbook clashes with my exam, so I'd like to hold onto it until the 20th.
I pressed the button to renew and nothing happened. Are my DVDs still due tomorrow?
Could you stretch the loan on the knitting pattern books? Nobody else seems to want them.
How many times can I extend a loan before I actually have to bring the item back in?
My daughter's picture books are due today but we're visiting her grandparents. Can we have them an extra week?
The app keeps saying the travel guide cannot be renewed. Is someone else waiting for it, or can you override that?
I'd like more time with the audiobooks please, the long drive got cancelled and I've barely started them.
Just checking my loans went through for another three weeks after I phoned yesterday, because the dates on my account haven't changed.
Can I extend a book that's already a couple of days overdue, or do I have to return it first?
Please keep my art history books on loan for longer, I'm using them for an evening class until March.
Is there a way to set my loans to extend automatically so I stop getting reminder emails every fortnight?
I need the due date on my laptop loan moved back, as I have one more assignment to finish with it.
I've got four books coming due next Monday and I'm only halfway through the first. Any chance of a bit longer?
Can my husband extend the items on my account for me if he brings my card to the desk?
The graphic novels my son borrowed need another week; he's rereading every single one of them.
Is the loan period for magazines the same as for books, and can they be kept longer the same way?
I'm in hospital for a few days. Could someone please move the return date on my loans so they don't go overdue?
Renewing online failed twice with an error code. Could you do it from your end for the three items I have out?
Will the extra weeks start from today or from the original return date if I extend everything now?
We borrowed a board game from the toy library and the kids aren't ready to give it back. Can we keep it longer?
""",
    "reserve": """
The new crime thriller everyone's talking about is out on loan. How do I get my name on the waiting list?
Could you put a hold on the second title in the dragon series for me? The shelf at my branch is empty.
I requested a gardening book three weeks ago and haven't heard anything since. Where am I in the queue?
Is it possible to have something sent over from the central branch to the one near my house?
Can you order in a title you don't stock? It's an out-of-print local history book about our valley.
My request says it is ready for collection, but which branch is it actually waiting at?
How long will you keep a requested item on the shelf before it goes to the next person?
Please cancel my request for the yoga DVD, I managed to borrow a copy from a friend.
Is there a charge for putting holds on items, or is it free for children's books?
I'd like to be told when the large print edition of the memoir comes in, please.
The catalogue says twelve people are ahead of me for the audiobook. Will you be buying more copies?
Can another library in the county lend you a book for me? My tutor recommended it for my dissertation and nobody nearby has a copy. I don't mind waiting a few weeks.
I've placed a request for the piano exam music but chose the wrong pick-up location. Can it be changed?
Could a copy of the cookbook be set aside for me to collect on Saturday morning?
When the next volume of the manga is published, can I be first in line for it?
I got an email that my item is waiting, but I'm away until Thursday. Will it still be there when I'm back?
Do you take requests for films? There's a documentary I'd love to borrow that isn't on the system.
My son needs a particular science textbook by next week. Can you find a copy anywhere in the network?
Someone else has the Spanish course book out. Is it possible to queue for it online?
I keep trying to hold a title from my phone and it says I've hit the maximum. What's the limit?
Could you pause my requests while I'm abroad so I don't lose my place but nothing arrives?
Please buy the new biography of the explorer and put me down for it; I'd borrow it the moment it arrives.
Is it possible to reserve the reference copy of the driving theory book to read in the building on Tuesday?
I've been waiting two months for a book from another authority. Should I give up, or is it coming?
Can I get a book held for me at the mobile library van rather than at the town branch?
""",
    "fines": """
I returned the atlas a day late because the branch was shut on the holiday. Does that still count against me?
There's a charge of four pounds on my account and I'm sure I brought everything back on time.
How do I pay what I owe? The machine by the door only takes cards and I only have cash.
My toddler chewed the corner of a board book. What will it cost to replace it?
Do children get charged for late returns, or is it only adults now?
I've lost a library paperback on holiday. Can I buy a new copy myself instead of paying your price?
My account is blocked for owing more than ten pounds. Can I pay part of it today and the rest next month?
I tried to renew online but the site still charged me for the days before I managed it. Can that be taken off?
Why was I billed for a DVD case that was already cracked when I borrowed it?
Is there an amnesty week coming up? I've got three very overdue books and I'm embarrassed to bring them in.
Can you send me a receipt for the payment I made at the desk yesterday? I need it for my records.
The reminder letter says I owe money for a book I've never heard of. I think it's somebody else's loan.
I found the missing novel under the car seat. Will I get back the replacement cost I paid last month?
Are overdue charges different for the bestsellers on the express shelf?
My mum is in a care home now and didn't realise her books were due back, as the letters were going to her old address. Can the charges be waived this once?
I'd like to settle my debt online but I can't see a payment option on the account page.
The audiobook I downloaded shouldn't have a late fee, should it? It returned itself automatically.
Water got into my bag and the cookery book is ruined. I'm happy to pay, just tell me how much.
Do you charge for each day late, or is there a flat amount per item?
I was told at the desk the penalty would be removed, but it's still showing on my account.
Is there a maximum you can be charged for one overdue item, or does it keep going up forever?
The book drop was jammed when I came by, so I kept the books a week longer. Please cancel the extra charge.
My card won't let me borrow anything because of the money I owe for the lost headphones. What's the quickest way to clear it?
Can I pay off my son's outstanding balance from my own account?
If I donate some books, could they go towards what I owe rather than paying cash?
""",
    "membership": """
I've just moved to the area. What do I need to bring with me to join, and can I start borrowing the same day?
My library card fell out of my wallet somewhere. Can I get a replacement, and is there a charge?
Can a seven-year-old have her own card, or does she have to use mine?
I've changed my surname after getting married. How do I update it on my account?
Please close my account, I'm moving abroad for good and won't be back.
Do I need proof of address to join, or is a bank statement on my phone enough?
My card expired last year. Is it a simple case of renewing it at the desk with some ID?
I live just over the county border. Am I still allowed to become a member of your branches?
Could you update my email address? All your messages still go to my old work account.
Is joining free, or do adults pay a yearly subscription these days?
I work in town but live elsewhere; does that count for getting a borrower's card?
My teenager wants to join on his own without me signing anything. What's the minimum age for that?
Can I register online and pick everything up later, or do I have to come in to sign up in person?
I'm a carer for my elderly aunt, who can't get out much any more. Can I be added to her account so I can choose and borrow books for her?
We're a small nursery; do you offer group cards for settings that borrow lots of picture books?
The card I was given has my date of birth wrong. Could that be corrected, please?
I'm a visiting student here for six months. Can I join for just that time?
My card number was printed on a keyring tag that's worn away. Can I swap it for a plastic card?
Do visitors staying for the summer need a local address to join?
I'd like to opt out of the newsletter but keep my account open.
Is there a cheaper rate for pensioners on the cards that have a yearly cost?
Can I link my two children's accounts to mine so I see all our loans in one place?
Will my card from my old town work here, or do I need to register again?
I've received a letter saying my account will be deleted for inactivity. How do I keep it?
Please change the phone number on my account; the old one no longer works.
""",
    "events": """
Is there a story time for babies on weekday mornings, and do I need to book?
What time does the author talk on Thursday start, and is it suitable for teenagers?
My book group would love to meet in one of your rooms once a month. There are about ten of us. How do we go about hiring it, and what does it cost?
Are there any coding clubs for children during the school holidays?
I'd like to reserve two places at the family history workshop next month, please.
Is the knit and natter group still running on Tuesdays after the refurbishment?
Do you need volunteers to help at the launch of the summer reading challenge?
The poster says there's a craft afternoon on Saturday. Is there a cost for materials?
Could my daughter's youth group visit for a tour and a talk about how the library works?
I missed the poetry evening. Will it be recorded, or is there another one planned?
Are the digital skills sessions for older people free, and how many weeks do they last?
Is there a chess afternoon I could join? I'm new in town and looking to meet people.
Can I sign up for the creative writing course if I'm not a member yet?
I run a local choir; could we perform at one of your open evenings?
Please take my name off the list for the film screening, I can't make it after all.
Are there any talks about local wildlife coming up this spring?
Does the toddler rhyme time need booking, or can we just turn up on the day?
When is the next language cafe for people practising their English?
My son would love to enter the brick building competition. Where do I find the entry form?
Is the Saturday homework club open to primary age children or just secondary?
I'd like to give a talk about beekeeping at the library. Who should I contact?
Are tickets for the crime writers' panel sold at the desk or online?
Is the chatty cafe morning suitable for someone who uses a wheelchair?
How many children can come to the holiday puppet show? I'll have four with me.
Will the gaming night for teens go ahead this Friday with the bad weather forecast?
""",
    "access": """
What time do you open on Sunday? The sign on the door looks out of date.
Is there step-free entry at the side of the building? The front steps are hard with my walker.
The wifi password on the board doesn't work anymore. Could you tell me the new one?
I can't log in to the e-book app even though my card works fine in the branch.
Can I use the public computers without booking, or is there a time limit?
Is the branch open at all over the bank holiday weekend?
The lift to the first floor has been broken for a week. How do I reach the reference section?
How do I print from my own laptop? The printing guide by the machines is confusing.
Are guide dogs allowed in the reading room upstairs?
I forgot my PIN for the online catalogue. How do I reset it?
Is there anywhere to park nearby? I'll be bringing back a heavy box of books.
Do you have a hearing loop at the main desk?
Can I study at the library in the evenings? I'd like to know the late opening days.
The self-service machines at the entrance keep rejecting my card. Is something wrong with them?
Is the local history room open to the public, or only by appointment?
The newspaper archive website says my session has expired every five minutes. Any advice?
Are there baby changing facilities anywhere in the building?
Can I bring my own food and drink into the study area?
Do you have large print keyboards or screen readers on the computers for people with poor sight?
Why is the side door locked during the day now? We used to come in that way with the pushchair, and the front entrance has a heavy door that's hard to open on my own.
I need to scan some documents. Is there a scanner I can use, and does it cost anything?
Is the mobile library van still stopping in our village on Wednesdays?
Can I use the magazine app while I'm abroad, or does it only work at home?
Will the branch be closed while the roof is being repaired? I'd like to plan my visits.
Is there a quiet room where I can take a work call without disturbing anyone?
""",
}

# A tenant's message to their letting agent: what it is about. `repair` something in the home
# broken, leaking, faulty or unsafe that the tenant wants fixed; `payment` money between tenant
# and agent: rent, its date and amount, arrears, increases, deposits, fees, refunds, statements;
# `moving` moving in or out and who lives there: notice, tenancy start, end, extension or
# renewal, keys, check-in and check-out, inventory, housemates joining or leaving. The label is
# what the tenant wants, not everything the message mentions.
LANDLORD = {
    "repair": """
Hi, our kitchen tap has been dripping for a fortnight and now won't turn off fully. Could someone come and look at it this week?
The boiler keeps cutting out in the mornings so we have no hot water until lunchtime. Please can you send an engineer as soon as possible?
There's a damp patch spreading across the bedroom ceiling right under the bathroom. It started as a small mark in the corner, but now it smells musty, the paint is bubbling and my daughter's clothes in the wardrobe have gone mouldy.
Just to let you know the front door lock is sticking badly. Yesterday it took me ten minutes to get in and I'm worried it'll jam completely.
The extractor fan in the bathroom stopped working and there's mould creeping around the window frame. Could the fan be replaced?
Our washing machine, which came with the flat, is leaking from underneath and flooded the kitchen floor last night. We've turned it off at the wall.
Hello, one of the upstairs windows won't close properly since the storm. There's a real draught and rain gets in at the bottom.
The oven's top element has died. For what we pay in rent I'd expect it fixed quickly, ideally before my parents visit on Saturday.
I pay my rent on time every month, so I'd appreciate a quicker response about the broken shower this time. It's been nine days.
There are mice in the kitchen cupboards. We've found droppings behind the fridge. Can you arrange pest control please?
The smoke alarm on the landing keeps beeping even after I changed the battery. I think the unit itself is faulty and needs swapping.
The garden fence between us and next door blew down on Sunday night. Two panels are flat on the lawn and a post has snapped at the base. The dog can get out now, so it's quite urgent for us.
Toilet won't flush properly, you have to hold the handle down for ages. Probably a part inside the cistern. Can a plumber call round?
Since the new neighbours moved in above, water has been coming through our light fitting. I've switched the circuit off to be safe.
The radiators in the living room and the second bedroom stay cold even with the heating on full. Do they need bleeding, or is it something worse?
A tile came off the roof in the wind and is lying in the garden. I can see a gap from the street when I look up.
The fridge freezer is making a loud buzzing noise and nothing in the freezer is staying frozen anymore. Could someone check it?
I'm moving out at the end of next month, but in the meantime the electric shower has packed in. Could it please be sorted before then?
Hi, the intercom doesn't work, so delivery drivers can't buzz us from the street. We've missed three parcels this week because of it.
Several sockets in the kitchen have stopped working at once. The fuse box looks fine to me, but I'm no electrician.
The bath sealant has gone black and is peeling away, and I think water is getting behind the tiles now. Can it be redone?
Could someone look at the back gate? The latch snapped off and it swings open and bangs in the wind all night.
There's a crack running up the wall in the hallway that seems to be getting longer. Not sure if it's serious, but I thought you should know.
The carpet on the stairs has come loose at the top step and someone is going to trip over it. Could it be tacked down?
Our hot water tank makes a loud banging noise whenever the heating comes on. It's a bit alarming in the middle of the night.
The drain outside the kitchen is blocked and smells awful in this warm weather. Water is pooling by the back door.
The engineer who was meant to service the hob never turned up last Tuesday, and it still clicks without lighting. Can we rebook him?
A window handle has come off in my hand in the children's room. The window is stuck half open and the room is freezing.
The bedroom door won't latch since the frame swelled. It isn't urgent, just annoying, so whenever you have a contractor free is fine.
Our dishwasher shows an error code and won't drain. We've cleaned the filter and tried resetting it, without any luck.
The light in the shared stairwell has been out for a week. It's pitch black coming home after work and I nearly fell last night.
Water pressure upstairs has dropped to a trickle while the downstairs taps are fine. Is there something wrong with the pump?
There's a wasps' nest under the eaves right above the kids' bedroom window. Who should deal with it, us or you?
Hello, the cooker hood light and fan have both stopped, and a kitchen cupboard hinge is broken. Could both be done on one visit?
We had a leak from the bathroom last month and the ceiling below was patched, but the stain is back and it's damp to touch again.
Could I have permission to fix the wobbly banister myself? I'm handy and happy to do it if the materials are covered.
The shower tray has cracked and water is escaping somewhere. The kitchen ceiling underneath now has a brown ring on it.
The thermostat display is blank. I've replaced the batteries twice and the heating doesn't come on at all now.
One of the kitchen worktops is lifting at the join and water has got under it. The chipboard is starting to swell.
Our doorbell stopped working and the outside light by the steps doesn't come on either. Could they be checked together?
There's condensation running down every window in the mornings and black spots on the walls. Can anything be done about the ventilation?
I noticed the gutter at the front is hanging off and overflowing onto the path. It turns to ice when it's cold.
The letterbox flap has fallen off, so there's a gap in the front door and the hallway is freezing all day.
Please could you arrange for someone to fix the blinds in the lounge? The cord snapped and they're stuck down.
The bathroom sink is coming away from the wall. I'm scared it will fall if someone leans on it while brushing their teeth.
We have a strong smell of gas near the meter cupboard. I've called the emergency line, but wanted to tell you straight away too.
The loft hatch dropped open on its own and now it won't shut. There's insulation dust all over the landing.
Our tumble dryer is the one provided with the flat and it has started to smell of burning. We've stopped using it for now.
Sorry again that last month's rent was a bit late. Separately, the kitchen tap is loose at the base and wobbles. Could someone come and tighten it?
The bedroom window seal has perished and there's a whistle through it whenever it's windy. Could it be looked at before winter?
""",
    "payment": """
Hi, my salary is late this month so the rent will go out on the 5th instead of the 1st. Sorry for the short notice, it won't happen again.
Could you send me a statement showing everything I've paid since January? I need it for a mortgage application and the lender wants it by Friday.
The standing order bounced because I changed banks. I've set up a new one and sent the missing amount over today.
I've received a letter saying the rent is going up by eighty pounds from next month. Is there any room to discuss that figure?
Can I split the monthly payment into two halves, one on the 1st and one on the 15th, to match when I get paid?
My housing benefit has been delayed while they check my details. Please bear with me, it should be backdated when it comes through.
Your email says I'm in arrears, but I think that's a mistake. My bank shows every payment went through on time.
I paid a call-out charge for the plumber because nobody answered the emergency line. Can that be taken off next month's rent?
Please confirm which account I should be paying into now. I got a message saying your bank details had changed and want to check it's genuine before I send anything.
I accidentally paid twice this month. Could the second payment be refunded or put towards next month?
Is the water bill included in the rent, or should I be paying the supplier directly? Nobody explained it when we signed.
I lost my job last week and I'm worried about keeping up with the rent over the next couple of months. I've got interviews lined up, but could we talk about a plan to spread the payments out until I'm working again?
The boiler was broken for three weeks in winter. I'd like to ask for a partial rent reduction to cover that time.
Hi, what's the reference I should put on the bank transfer so that it's matched to our flat and not someone else's?
Can you tell me whether my deposit is protected in a scheme, and which one? I never received a certificate for it.
There's an admin fee on my latest invoice that I don't understand. What is it for, and why wasn't it mentioned before?
Our rent is paid by three housemates separately. One of us is short this month; can the other two cover it for a week?
Could I pay quarterly in advance instead of monthly? It would be easier with the way my contract pays me.
I have the money for this month, but it's in cash. Is there any way to pay it in person at your office?
I'd like a receipt for the holding fee I paid when I applied. My bank transfer doesn't show the reference clearly.
The new rent figure on the renewal letter doesn't match what we agreed on the phone. Could you check that for me?
I've been charged a late payment penalty, but the money left my account on the due date. Please remove it.
The benefits office will be paying the housing part straight to you from next month. Do you need a form from me?
Is it possible to move my payment date from the 1st to the 28th? My employer has changed our payday.
A council tax letter came addressed to us, but I thought the bills were included in what we pay you. Who is responsible for it?
Just to let you know this month's money is going in today but will show as coming from my partner's account, not mine.
After the new washing machine was fitted I got an invoice for it. I thought appliances that came with the flat were the landlord's cost, not ours? I'm happy to talk it through, but I don't think we should be paying this.
I'm going to be about a hundred pounds short this month because of a large vet bill. I'll make it up next month, if that's OK.
Can you confirm the total I owe? The portal shows one figure and the emailed statement shows another.
Do I need to pay for the extra parking space on top of what I already pay each month, or was that included in the agreement we signed?
My guarantor has asked for proof that I've paid on time for the past year. Could you provide a letter saying so?
The direct debit took the old amount, before the increase. Should I send over the difference separately?
I was told the rent would stay the same if we signed for another year, but the figure has gone up. Can you explain why?
Our energy bills are part of the rent, and they seem to have jumped a lot. Can I see the breakdown?
Please stop the reminders, I've paid. Attached is a screenshot from my banking app showing the transfer went through on Monday.
I'm a student and my loan comes in at the start of term. Could I pay September's rent when it arrives on the 22nd?
I'm getting a rent increase notice every six months. Is that allowed under our contract, or should it be once a year?
I've noticed my rent payments are being matched to my old flat number on your system. Can you correct the account?
The agreement says rent is due on the first working day. Does that mean the Monday when the 1st falls on a Sunday?
Can the deposit be used to cover the last month's rent, or does that have to be paid separately as usual?
My bank says the payee name doesn't match. Has your company changed its name? I don't want to send it to the wrong place.
We paid for a professional clean ourselves when we moved in, because the flat was filthy. Can that cost be refunded to us?
Would you accept payment by card over the phone this month? My online banking is locked while the bank investigates a problem.
The reminder text says I owe forty pounds, but I paid the full amount on the first. Can you double check your records?
Is there any help available if I fall behind? I'd rather be honest early than let it build up over the winter.
I need an annual rent statement for my tax return, as I use the spare room as an office. Could you email one over?
My partner and I split the monthly amount sixty forty. Could you send each of us a separate reminder with our own share?
I was overcharged for the garden maintenance fee last quarter. Could the difference be credited to my account?
I'm expecting a tax refund next week. Can I pay this month's rent on the 10th without being penalised?
How much would a whole year's rent be if I paid it all up front? Is there any discount for doing it that way?
""",
    "moving": """
I'd like to give notice on the flat. My last day will be the 30th of next month. What do I need to do from here?
Could we arrange a time to pick up the keys? Our tenancy starts Saturday, the first month's rent has gone through, and we'd like to get the van unloaded early.
We're planning to leave when the fixed term ends in June. Please let us know when the check-out inspection will be.
My housemate is moving out and a friend of ours wants to take her room and her share of the rent. How do we add him to the agreement?
Can the tenancy be extended by six months rather than a full year? We're not sure where we'll be after that, and we're happy for the rent to stay as it is.
Hi, what condition does the flat need to be in when I hand it back? Do I have to have the carpets professionally cleaned?
Is it possible to move in a few days earlier than planned? The lease on our current place ends on the 25th.
We've found a house to buy and completion is in about eight weeks, though our solicitor says it could slip. How much notice do we need to give you, and is there any flexibility if the date moves?
The inventory you sent lists a sofa that wasn't in the flat when we arrived. I want that noted before we sign anything.
When I leave, where should I drop the keys if your office is closed that day? I'll be setting off very early.
Would you mind if I leave the bookshelf I bought when I go? The next tenant might find it useful.
I'd like to stay on after the contract ends. Can we go onto a rolling monthly arrangement at the same rent instead of signing again?
Could you send over the check-in report? We got the keys last week and still haven't seen a copy of it.
My partner is going to come and live with me next month. Do you need to do any checks on her before she does?
I need to end the lease early because of a job abroad. Is there any way to do that without paying a penalty?
What time can the removal van park outside on Friday? The street has permit parking and I don't want a ticket.
We'd like to transfer to one of your bigger properties when one comes up. Can we go on a waiting list?
Should I take meter readings on my last day, or will your inspector do that when they come round?
The new tenants want to view the flat before I leave. Which days are you thinking of bringing them round?
Can the furniture we don't need be taken away before we arrive? We're bringing our own beds and a sofa.
I'm giving a month's notice, as my mum needs looking after and I'm going to live with her a long way from here. Please confirm you've received this and tell me what happens next with the inspection.
Is there a form I need to fill in to renew the tenancy, or will you send a new agreement for us to sign?
We want to go at the end of the fixed term, but the owner hasn't replied about the checkout date. Can you chase them?
Will the dents in the kitchen door from before we arrived be on the inventory? I don't want to be blamed for them when we go.
Can my brother collect the keys on my behalf? I won't arrive in town until late that evening.
My son is off to university and won't be living here anymore. Does his name need to come off the tenancy?
We'd like a friend to stay in the second bedroom for the summer while she's between homes. Is that allowed under our agreement?
What's the earliest date we could leave if we gave notice today? We've been offered somewhere closer to school.
Our baby's due in spring and we'll need somewhere bigger. Could you let us know of any two-bed flats coming up?
We're handing back the keys tomorrow. Is it fine to leave them in the kitchen drawer and lock the door behind us?
Can I sign the agreement for the new place electronically? I'm abroad until the day before I'm due to arrive.
I'm returning the spare fob and the garage remote along with the keys at check-out. Where should I leave them?
Could the end date be pushed back a fortnight? The flat we're going to next isn't ready for us yet.
Is a professional deep clean required before I go, or is a thorough tidy enough for the check-out?
We've decided not to renew. Please take this as our notice for the end of August.
How long after check-out does the inspection report get sent out? I'd like to be there when it's done.
I'd like to change the date I arrive from the 1st to the 8th. Is the owner flexible about the start of the tenancy?
Someone from the neighbouring flat wants to take over my tenancy when I leave. Could you meet them next week?
The boiler is being replaced the week our tenancy starts. Should we push our arrival back a few days until it's in?
Hi, I accepted the offer on the flat yesterday. What happens next before I can collect the keys?
Our fixed term is nearly up. Can you confirm whether the owner wants to sell or will offer us another year?
Can we start bringing boxes over the weekend before the official start date, or is the place not ready?
I've been offered a place in a housing cooperative and will be leaving. Is two weeks' notice acceptable on a periodic tenancy?
My flatmate left suddenly and took all his things. Do we need to tell you officially that he's gone for good?
Is it OK to paint the bedroom back to white before I leave, or would you rather arrange that yourselves?
Please confirm the check-in time on Monday. The removal company need to know when they can start unloading.
I know the rent is paid up to the 15th, but I'd like to hand the keys back on the 10th. Can the check-out be that day?
I'm relocating overseas and want to end my tenancy. Can I do the final inspection by video call?
We'd love to stay another year. Is there anything we need to sign, and when would the new term start?
Our tenancy ends in March. I'd like to know now whether you'll be asking us to leave or offering a renewal, so we can start looking if needed.
""",
}

# A listener's review of a podcast episode: what it mostly does. `praise` says what was good;
# `complaint` says what was wrong without proposing a change; `suggestion` proposes a change,
# a topic or a guest, even when it is worded as a gripe or a question; `question` asks for
# information (a song, a book, a date, where to find something), even after a compliment or in
# a critical tone. The label is what the review is for, not its mood.
PODCAST = {
    "praise": """
Best episode of the season so far. The story about the lighthouse keeper had me hooked on the whole commute.
I don't usually leave reviews, but this one deserved it. Warm, funny and genuinely informative from start to finish.
The interview with the retired midwife was so moving I had to pull over for a minute. Her stories about the night shifts in the seventies were funny and heartbreaking at once. Thank you for making it.
Fantastic chemistry between the two hosts this week. It felt like listening to old friends at the kitchen table.
Clear, well researched and never boring. I learnt more about tax in forty minutes than in ten years of paying it.
The guest explained black holes without talking down to anyone. My teenage son listened all the way through too.
Last night's episode got me through a long shift at work. Calm voices, gentle stories, perfect pacing.
Five stars. The sound design on the ghost story special was spooky in the best possible way.
I've been listening since episode one and this is easily my favourite. The ending gave me goosebumps.
Such a kind, thoughtful conversation about grief. I sent it to my sister straight after it finished.
Nobody does history like this show. You make the dullest treaty sound like a thriller.
Short, punchy and to the point. Exactly what I want on my morning walk with the dog.
The cooking episode inspired me to bake bread for the first time. It actually rose! Thanks, both of you.
Honestly didn't expect to care about the history of the paperclip, but I was glued to it the whole way.
Your guest this week was brilliant. Funny, sharp and full of stories I'd never heard before.
The music picks at the end are always a treat, and this week's were the best yet.
I was nervous about the new co-host, but she fits in perfectly. Good choice, whoever made it.
Your show has quietly become the highlight of my Wednesday. Keep doing exactly what you're doing.
A perfect mix of science and silliness. I laughed out loud on the bus and got some funny looks.
The listener letters segment made me tear up. What a lovely community you've built around this.
That was the most balanced discussion of the housing debate I've heard anywhere. Really impressive work.
Lovely episode, and the audio sounded crisp even on my cheap earbuds.
I've recommended this to everyone at work. The episode about sleep has genuinely changed my evenings.
You could tell how much preparation went into this one. Every fact landed and nothing felt rushed.
My grandad and I listen together on Sundays. He said this was the best one he's heard, and he's picky.
Superb storytelling. The twist in the middle of the true crime episode caught me completely off guard.
Even the adverts are entertaining when you two read them. Another cracking episode.
Came for the gardening tips, stayed for the terrible puns. Wouldn't change a thing about it.
A calm, intelligent hour with no shouting. Rare these days and very much appreciated.
The archive recordings you dug up were incredible. Hearing those voices from the fifties was spine-tingling.
I'm learning Spanish and this episode was pitched at just the right level for me. Muy bien!
I really valued the honesty about the host's own money mistakes. It made the whole thing so relatable.
The field recording from the night market was atmospheric and beautifully edited.
Thank you for finally covering the history of the bicycle. It was worth the wait, every minute of it.
What a comeback after the break. You both sound refreshed and the episode was full of energy.
I was sceptical about a podcast on knitting, but this was witty, warm and surprisingly gripping.
Listening to this while painting the spare room made the afternoon fly by. Top notch as always.
The way you handled such a difficult subject with care and humour was really well done.
""",
    "complaint": """
The sound kept dropping in and out for the first ten minutes. I gave up in the end.
Far too many adverts. Three breaks in a thirty-minute episode is just too much for me.
The host talked over the guest constantly. I wanted to hear her, not him.
I used to love this show, but lately every episode is an hour of rambling before anything happens. This week the actual topic started at minute forty-two. I checked. I've unsubscribed.
The episode was advertised as an interview with a scientist, but she barely got to speak for ten minutes.
The music bed was louder than the voices the whole way through. I couldn't make out half of it.
Why does every episode now start with five minutes of in-jokes? It's alienating for new listeners.
Several facts about the war were simply wrong. Disappointing from a show that claims to be well researched.
This episode felt like one long sales pitch for the guest's book and nothing more.
The feed downloaded the same episode twice and the new one never appeared at all.
Really uncomfortable listening. The jokes about the guest's accent weren't funny in the slightest.
Lost interest halfway. The guest kept repeating the same point over and over again.
The volume is so much quieter than other shows that I have to max out my phone, then the adverts blast my ears.
Clickbait title. Nothing in the episode actually answered the question it promised to answer.
I paid for the premium feed and still got the adverts. Not great.
The hosts sounded like they were recording in a bathroom. Horrible echo the whole time.
One-sided and preachy this week. I listen to hear both sides, not to be lectured.
The episode cut off mid-sentence at the end. It felt like a whole chunk was missing.
I can't stand the new theme tune. It's jarring and far too long before the talking starts.
Honestly the weakest episode yet. Rushed, unprepared and full of dead air.
Spoilers for the whole series in the first five minutes with no warning. Thanks for nothing.
My favourite show has turned into a chat about what the hosts ate for dinner. Such a shame.
You mispronounced the name of the composer every single time. It was really distracting.
Releases are supposed to be weekly, but there hasn't been one in a month, with no explanation at all.
The mouth noises and heavy breathing into the mic made this really hard to listen to.
Three minutes of silence in the middle. Did nobody check the edit before it went out?
The guest was clearly selling something and the hosts never challenged a single claim she made.
Way too long. Ninety minutes for a topic that needed twenty at the very most.
The transcript on the website doesn't match the audio at all. Useless for those of us who are hard of hearing.
I found the laughter about the victims in the true crime episode distasteful and unnecessary.
Another episode where the interesting guest gets cut short to make room for a quiz nobody asked for.
The audio was out of sync on the video version, so I had to switch to listening only.
This week felt lazy: most of it was clips from older episodes we've already heard.
Sorry, but the swearing has really crept up. I can't play it in the car with my kids anymore.
The co-host interrupting with "exactly" every ten seconds drove me up the wall.
Very disappointed. The promised second part about the shipwreck never came out.
Love the topic, hate the execution. The sound levels jump all over the place from one minute to the next.
The latest episode is locked behind a paywall after years of being free. Feels like a bait and switch.
""",
    "suggestion": """
I'd love an episode on the history of street food. There's so much to dig into there.
It would help if you added chapter markers so I can skip back to the interview section.
Have you thought about inviting a working farmer on? Hearing from someone on the land would add a lot.
Great show. One idea: put the book recommendations in the show notes so we don't have to scribble them down.
Please consider a shorter weekly news round-up alongside the long episodes.
A follow-up with last month's guest could be brilliant, a year on from her big expedition.
Maybe lower the background music a touch during the interviews? The voices get a bit lost.
You should do a listener mailbag episode. I bet lots of us have stories about the topic.
The intro is a bit long for me. Could you jump straight into the topic and save the chat for the end?
I'd love a series going through one classic novel a week. Start with something short.
How about releasing episodes on Friday mornings rather than Monday nights? Perfect for the weekend drive.
A transcript for every episode would make the show accessible to deaf listeners like my dad.
Next time you cover astronomy, get an amateur stargazer on as well as the professor. Someone who stands in a cold field with a homemade telescope would bring a completely different perspective, and probably better stories.
Please bring back the quick-fire questions at the end. They were the best bit of the whole show.
An episode on the mental health of farmers and fishers feels timely and important.
Consider putting the sources in the episode description so curious listeners can read further.
It could be fun to hear the hosts swap roles for one episode, just to mix things up.
Could you split the longer interviews into two parts? An hour and a half in one go is a lot.
Love the show. Maybe add a short recap at the start of multi-part stories for people who forget.
I think a live recording with an audience would be amazing. I'd happily buy a ticket.
Do an episode busting the most common listener myths. I've got a few you could start with.
Perhaps give a content warning before the graphic parts of the crime stories.
Why not team up with the cooking show you mentioned? A crossover episode might be great fun.
Adding timestamps for each recipe would save me from scrubbing through while my hands are covered in flour.
I'd really like to hear a beginners' episode for people who are new to the subject.
A video version on the website would be nice for those of us who like seeing the guests.
Maybe think about inviting younger guests? It'd be good to hear what teenagers make of all this.
Please include the name of each song you play in the show notes.
You could open a voicemail line so listeners can send questions in for the hosts to answer on air.
A yearly best-of compilation is a great way to introduce friends to the show, so please make one.
Tone down the sound effects a little and the storytelling would shine even more.
Next season, could you cover some lesser-known inventors rather than the usual famous ones?
It'd be brilliant to hear from someone who actually worked on the railways back then.
I'd suggest keeping episodes under an hour. That's the sweet spot for most commutes.
A newsletter with extra reading after each episode would be a lovely addition.
Invite an expert who disagrees next time. It would make the debate far more interesting.
Try adding a one-line summary at the top of the description so I know what each episode covers.
The kids' episodes are a hit in our house. More of those in the school holidays, please!
""",
    "question": """
What was the name of the song that played over the closing credits? I've been humming it all day.
Loved this one. Where can I find the book the guest mentioned about the lost cities?
Is there a second part to the shipwreck story coming, or was that the end of it?
Does anyone know if the live show next month will be recorded for people who can't go?
The guest mentioned a study about sleep and memory. Do you have a link to it?
When does the new season start? The last episode didn't say and I don't want to miss it.
Is the podcast available without an app? My mum only uses a web browser on her laptop.
Which episode was it where you talked about lighthouses? I want to share it with a friend.
I'm new here. Should I start from the first episode, or can I dive in anywhere?
Who was the narrator in the historical sections? Her voice was amazing.
Did the guest ever finish building the boat? I'd love to know how it turned out.
How do I get the ad-free version? I can't find a link anywhere on the page.
Great stuff as always. Quick one: is the recipe from the end written down anywhere?
Can teachers play episodes in class, or do we need permission first?
Why did the older episodes disappear from the feed? Are they archived somewhere I can still reach?
What microphone do you use? The sound is so clean and I'm starting my own show.
Is the host the same person who used to present the late-night programme on the radio years ago? The voice sounds so familiar and it's been driving me mad all week. My husband thinks I'm imagining it.
How were the listener stories picked for this episode? I sent one in and wondered if it arrived.
Are transcripts available for this episode? My hearing isn't great and I missed some parts.
Where was the opening segment recorded? The birdsong in the background was beautiful.
Has the guest written anything else? I'd like to read more by her.
Just wondering whether the series on ancient medicine is finished or if there are more episodes coming.
Do you accept guest pitches from listeners? I'm a beekeeper with a few good stories.
What's the difference between the free feed and the members' feed? Is it worth switching?
Did you ever get a reply from the museum about the missing painting you mentioned?
Could you tell me what age this episode is suitable for? My nine-year-old wants to listen.
Is there a reading list for the philosophy series? I'd like to follow along properly.
I'm confused about the timeline in part two. Did the trial happen before or after the fire?
Where can I buy the mugs you keep mentioning? I can't find a shop link.
How long does each episode take you to put together? It sounds like a lot of work.
Is there any way to listen on a smart speaker? Mine says it can't find the show.
Was the interview recorded before or after the guest won her award?
Do you have a way for listeners to meet up? I'd love to find others near me.
The guest said she grew up on an island. Which one, if you're allowed to say?
Does the advice in the money episode still apply now the rules have changed?
Are older seasons going to come back on the main feed at some point?
Who composed the theme tune? I'd like to buy the full track if it's out there.
I'm curious: are the conversations edited heavily, or is that how they actually go?
""",
}

SETS = {"library": LIBRARY, "landlord": LANDLORD, "podcast": PODCAST}
