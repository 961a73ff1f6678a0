"""The seventeenth round of held-out sets, written by hand: one text per line under its label (see
README.md). Three sets: messages from patients to a dental practice (45 to 110 words),
messages to an online grocery delivery service (10 to 35 words) and replies to a charity's
request for volunteers (15 to 60 words).
``python3 benchmarks/heldout/write.py heldout_seventeenth`` writes them as JSON."""

# A message from a patient to a dental practice: the writer's own overall view of the practice.
# `positive` pleased (including an earlier worry or pain that was handled well); `negative`
# displeased (including complaints that open politely or end with thanks); `neutral` neither:
# requests, questions and updates, even when they carry courteous praise.
DENTIST = {
    "positive": """
Hello, I wanted to write after my appointment on Thursday. I have been terrified of dentists since I was a child and nearly cancelled three times. The dentist explained every step before she did it, let me raise my hand whenever I needed a break and the filling was done without any pain at all. I drove home feeling like a different person. Thank you.
Hi all, just a quick thank you to the receptionist who squeezed me in on Monday morning when my tooth cracked on a piece of toast. I was in a state, half the tooth was in my hand and I was convinced it would have to come out. She calmed me down on the phone, found a gap, and I was sorted within the hour with a temporary cap. Brilliant service, and I've told my whole office.
Dear practice manager, I had a wisdom tooth out last week and I was dreading the recovery after horror stories from friends. The aftercare leaflet was clear, the nurse rang the next day to check on me, and the swelling was gone in three days. I barely needed the painkillers. I'll be recommending you to everyone at work. Kind regards
Good afternoon. My son is eight and had his first filling with you yesterday. He went in crying and came out asking when he could come back, which I did not think was possible. The dentist turned the whole thing into a game about counting teeth, gave the drill a silly name and he didn't even notice the injection. I had been lying awake over this for a week, expecting screaming and a wrestling match. Instead we went for ice cream afterwards and he told his grandparents all about his brave tooth. Thank you so much, all of you.
I just want to say the new online booking form is so much easier than ringing up. I booked a check-up for the whole family in five minutes, chose slots after school, and got a reminder text the day before. Small thing but it makes a big difference for a busy household with three kids and two jobs.
Hello, last month I sent a rather cross email about being charged for a missed appointment when I'd actually rung to cancel. I was fully expecting to be told it was my word against yours. Instead your office manager looked into it, found my call in the phone log, apologised and took the fee off the bill straight away, and she even rang me to say so rather than just sending a letter. I appreciated how quickly and gracefully that was handled, and I'm sorry my first email was so sharp. Regards.
To the hygienist who saw me on Tuesday: thank you for being so gentle. My gums bleed easily and I've had cleanings elsewhere that left me sore for days, so I'd been putting this one off since the spring. This time there was hardly any discomfort and you gave me practical tips rather than a lecture. I've already booked my next visit, which for me is unheard of.
Hi, I had been putting off treatment for a broken crown because I assumed it would cost a fortune. The estimate you gave me was clear, broken down line by line, and there were no surprises on the final bill. The crown looks completely natural too. Really pleased, and relieved I finally got it done.
Dear team, my elderly mother has dementia and dental visits have become very hard for her. The last time we tried somewhere else she became so distressed that we had to leave before she'd even sat down. On Friday your staff gave us a quiet room to wait in away from the busy reception, the dentist knelt down to speak to her at eye level, held her hand and took it all at her pace, stopping whenever she looked unsure. She was calm the whole time and even smiled at the nurse on the way out. I cannot thank you enough for your patience and kindness.
Morning! Just wanted to pass on that the emergency out-of-hours number actually worked. My abscess flared up on a Saturday night and I was seen first thing Sunday by a dentist who was clearly tired but still took her time with me. The relief was immediate. I'd always wondered whether that number was real or if anyone ever answered, and now I know. Grateful.
Hello there. I've had my new dentures for a fortnight now and they fit perfectly. With my old set I had sores for months and could barely eat an apple, and I'd more or less given up on eating out with friends because of the embarrassment. The technician took the time to adjust them twice without any fuss, and the dentist checked them again at no extra charge when I mentioned a rub at the back. I'm eating steak again and I've booked a table for my birthday. Thank you to everyone involved.
A short note to say thank you for the whitening treatment. I was worried about sensitivity, as my sister had a terrible time with a kit she bought online, but you went slowly over two sessions and I had no pain. My wedding photos are going to look great, and my fiancé keeps telling me to stop smiling at mirrors.
Hi, I have a strong gag reflex and have avoided X-rays for years. The nurse on Wednesday showed me a trick with breathing through my nose and humming, and for the first time I managed the whole set without panicking. It sounds silly but it felt like a real achievement. Thank you for your kindness.
Dear all, I've been a patient for twelve years and I don't say it often enough: you are a fantastic practice. Always on time, always friendly at the front desk, and I have never once felt pushed into treatment I didn't need. When I've had a problem, whether a lost filling on a Friday afternoon or a question about a bill, someone has sorted it without making me feel a nuisance. I know dentists don't get many thank-you notes, so here is one. Have a lovely Christmas and a restful break.
Good evening, I came in last week with what I was sure was going to be a root canal. The dentist took an X-ray, looked properly and said a simple filling would do. It was honest and saved me a lot of money when I know some places would have gone for the expensive option. Much appreciated.
Hello, I was nervous about bringing my teenage daughter in for her brace fitting because she'd got herself very worked up about it, reading stories online and refusing to eat breakfast that morning. The orthodontist spent ten minutes just chatting with her first, showed her the tools and let her choose the colours. She came out smiling and has been showing the brace off to friends ever since. The follow-up appointments have been just as relaxed. Thank you for turning what I thought would be a battle into something she's actually proud of.
Hi there, I wanted to say thanks for sorting out my insurance paperwork. I had been going back and forth with my insurer for weeks and getting nowhere. Your receptionist rang them directly while I was standing at the desk and the claim was approved the same day. You went well beyond what I'd expect, and I really appreciate it.
Just back from my check-up and had to write. The wait used to be half an hour every single time, so I always brought a book and warned my boss I'd be late back. Today I was called in two minutes early. Whatever you've changed with the scheduling, it's working. Great job.
Dear doctor, thank you for the implant. It has been a long journey over nine months with several appointments, a bone graft I hadn't expected and a temporary tooth that I hated, and I had moments of doubting it would ever work. There were evenings I wished I'd just had a gap. Now it feels like my own tooth and I can chew on that side again for the first time in years. You were honest about every stage, including the costs and the risks, and never rushed me into a decision. It paid off, and I would go through it again.
Hello, a quick word of praise for the young dentist who took over from the partner who retired. I was sad to lose someone I'd seen for twenty years, but she was thorough, warm and listened when I explained my jaw problems. She also spotted that my old night splint was worn through, which nobody had mentioned in years, and arranged a new one without any drama. I had been half thinking of changing practice when I heard about the retirement, and I'm glad I didn't. I feel in safe hands. Thanks to her, and to you for hiring her.
Hi, I broke a front tooth playing football on Sunday and thought I'd have to walk around with a gap for weeks, right before my sister's wedding. You rebuilt it on Monday afternoon with a bonding thing and honestly nobody can tell. My girlfriend didn't even notice until I told her. Cheers, really impressed, and thanks.
Good morning, I was the patient who fainted in the chair on Tuesday, which was mortifying. Everyone was so calm and kind about it, brought me juice and a blanket, and the dentist insisted on finishing another day so I wasn't rushed. Your receptionist even rang that evening to check I'd got home safely. I've rebooked, and I'm not nearly as embarrassed now. Thank you for looking after me.
Dear practice, the sensitivity I complained about for months has finally gone. The hygienist suggested a different toothpaste and a fluoride varnish, and within a few weeks I can drink cold water without wincing. It's a small miracle after trying everything. I appreciate you taking it seriously rather than telling me to live with it.
Hi team, I used the payment plan for my bridge and I want to say how easy it made things. The monthly amount was fair, the paperwork took minutes, and nobody made me feel awkward about needing it. Money has been very tight this year and I would have put off the treatment for another year otherwise, probably until the pain got much worse. Thank you for offering it.
Hello, I'm writing on behalf of my husband, who is too proud to write himself. He was in agony with toothache on Friday and refused to go anywhere else, even though I begged him to try the walk-in clinic. You saw him at lunchtime, found the problem and he slept through the night for the first time in a week. He has been whistling around the house all weekend. So thanks from both of us.
Thanks so much for the reminder call yesterday. I'd completely forgotten my appointment and would have missed it. The check-up itself was quick and the dentist was pleased with my gums, which hasn't happened in years. I had been bracing myself for the usual talk about flossing, and instead she said whatever I was doing, keep doing it. Lovely to leave with good news for once.
Dear staff, my autistic son finds new places very hard. Your practice sent us photos of the waiting room and the chair before the visit, and let us come early when it was quiet. It made all the difference. He sat in the chair and opened his mouth, which we have never managed before in four attempts at other places. The dentist didn't rush, talked to him about trains and let him hold the mirror. We are so grateful, and he has asked to go back to the train dentist.
Hello, I had a filling fall out while on holiday and was worried I'd done damage by waiting a week to get back. The dentist said it was fine, replaced it in twenty minutes and didn't make me feel guilty. I had spent the whole holiday chewing on one side and imagining an abscess, so it was a huge relief. Your receptionist found me a slot on my first morning back, too. Straightforward and friendly as always.
Just to say well done on the refurbishment. The waiting area is bright, there's finally somewhere to put a pushchair, the new chairs are far more comfortable than the old plastic ones. It feels like a place you don't mind visiting. Keep it up, all of you.
Good afternoon, I was anxious about the cost of my child's treatment after losing my job, and I mentioned it to the receptionist almost in passing. She quietly explained what we were entitled to and helped me fill in the form there and then, without anyone in the queue overhearing. The bill came to nothing. I had honestly been considering cancelling and hoping the tooth would last. I left feeling very relieved and looked after. Thank you.
Hi, I am seventy-nine and was told elsewhere that nothing could be done about my loose lower teeth. Your dentist took the time to look at options, explained them in plain words and I now have a partial plate that stays put. I feel years younger when I smile. With warm thanks.
Hello there, this is just a thank you for fitting me in for a same-day clean before my job interview. I'd had a coffee stain panic the night before and the hygienist was so understanding about it. I got the job, and I like to think the smile helped!
Dear all, my root canal last week was nothing like the nightmare I'd imagined. I had read far too much online and had convinced myself it would be hours of agony. The dentist numbed me properly, checked in with me often and played music I chose. There was a bit of an ache afterwards but it was gone in a day. I feel silly for putting it off so long, and I'll tell anyone who asks that it's fine.
I wanted to thank you for the careful way you handled my pregnancy. I was worried about X-rays and some treatment, and you explained exactly what was safe, postponed what could wait and still sorted out the tooth that was hurting. I felt completely reassured. Best wishes from a new mum.
Hello, the nurse who assisted on Thursday morning deserves a mention. I was shaking and she held my hand throughout the extraction without being asked, and talked to me about her garden so I had something else to think about. Such a small gesture, but it got me through. Please pass this on to her.
Morning, just wanted to say that the text reminders and the easy rebooking link have been a real help this year. I used to miss check-ups constantly because of shift work and now I haven't missed one. A tiny change that has made me a better patient.
Hi, I came in on Monday with a swollen face and you got me on antibiotics and booked in for treatment the same week. By Friday the pain had gone and the tooth was saved. I was so worried I'd lose it, as my father lost most of his teeth young. Excellent care from start to finish.
Dear dentist, thank you for being straight with me about my smoking and my gums. I didn't enjoy hearing it, and I'll admit I left in a bit of a sulk, but you did it kindly and without judgement, and it was the push I needed. Six months without a cigarette and the hygienist says my gums look much healthier. My wife says thank you too.
Hello, I wanted to give some feedback on the new evening appointments. As a teacher I could never get in during the day, and I'd gone almost three years without a check-up because of it. Now I can come at six without taking leave. The team on the late shift were cheerful and efficient. This is a brilliant change.
Hi there, I was billed twice for my scale and polish and rang up expecting a battle. The person I spoke to apologised, saw the mistake immediately and the refund landed in my account the next morning. I've never had a billing problem sorted so painlessly. If only every company worked like that.
Good evening. I've just finished my course of treatment for the gum disease you found last year. The deep cleans weren't fun, and there were a couple of appointments where I wondered if it was worth it, but everyone kept me informed and encouraged, and the hygienist always explained what the numbers meant. My latest check shows the pockets have shrunk and nothing is loose any more. I know from my family what happens when this goes unnoticed. Thank you for catching it early and for not giving up on me.
A huge thank you to the whole team. I came to you after a bad experience at another practice that left me with a badly fitted crown and constant pain. You fixed it properly, never criticised the other dentist in front of me, and I finally have a tooth I don't think about.
Hello, my grandmother asked me to send this as she doesn't use email. She wants you to know that the dentist who did her home visit was gentle, patient and didn't rush her. She has talked about it all week, mostly about how he admired her cat. Thank you for offering visits to people who can't get out.
Hi, just a note to say that the waiting time today was longer than usual but the receptionist came over, explained there had been an emergency and offered me tea. Honestly that's all anyone wants. When I went in, the appointment was thorough and unhurried, and the dentist apologised again for the delay. Happy patient.
Dear all, I was sure my chipped tooth would need a crown, and I'd saved up for it. The dentist smoothed it and added a tiny bit of bonding, and it was done in fifteen minutes for a fraction of what I expected. I've put the money I saved towards a weekend away, which feels much better than spending it in the chair. Thank you for not over-treating, and for explaining why the smaller fix was the better one for a tooth like mine.
Hi, thank you for putting my mind at ease over the lump I found under my tongue. I'd lost sleep over it for a week and had convinced myself of the worst, and I'd barely told anyone because saying it out loud made it feel real. The dentist examined it carefully, explained it was a harmless blocked gland and showed me pictures in a book of what it was and why it happens. She also told me exactly what to watch for and said to come straight back if it changed. Such a relief to have it looked at properly and not brushed off.
Hello, I always dread the sound of the drill, so I wanted to thank you for the headphones and the ceiling screen with the nature films. It sounds gimmicky but I hardly noticed the filling being done. Clever idea and it worked on me, a grown man who still hides from dentists.
Hi team, I brought my twins for their first visit on Saturday. Two toddlers in one chair could have been chaos, but the dentist let them sit on my lap, counted their teeth with a puppet and gave them stickers. They haven't stopped talking about the tooth doctor. One of them now insists on brushing my teeth as well as her own every night. I had put off booking for months because I thought they were too young and would scream the place down. A lovely start, thank you.
Dear practice, I'm writing to praise your honesty. The hygienist noticed a small cavity, but rather than filling it straight away the dentist suggested we watch it and improve my cleaning. A year later it hasn't grown at all. I trust you more because of that, and I've sent my brother your way.
Hello, I was worried about bringing my guide dog, as I've been turned away from places before and it always leaves me shaken. Your staff welcomed us both, cleared a space in the waiting room and explained where everything was without making a fuss. The check-up was quick and friendly and someone walked me back to the door afterwards. Thank you for making it easy.
Good afternoon, thank you for the quick turnaround on my night guard. I'd been grinding so badly that I woke up with headaches every morning. It was ready in a week and the headaches have more or less stopped. My partner says I've stopped grinding so loudly at night that she can finally sleep as well, so you have two grateful customers. I had worried it would be uncomfortable to wear, but after two nights I forgot it was there. I wish I'd asked years ago.
Hi, I just want to say that the way you handled my complaint restored my faith in you. I was unhappy with how a filling was done and said so, rather bluntly. The senior dentist called me herself, redid it at no cost and explained what went wrong. That's the mark of a good practice, and I'll stay.
Hello, I'm a nervous patient and used to need sedation for even a clean. After two years with you and some very patient staff, who let me come in just to sit in the chair and talk at the start, I had a filling on Monday with just a local and no panic. I'm quite proud of myself, but mostly I'm grateful to you all.
Thank you for the quick reply to my online question about my son's wobbly tooth and what to do when it was bleeding. The advice was clear, I was told to ring back if it got worse, and it settled down exactly as you said. It saved us a trip across town and a lot of worry on a school night.
Dear dentist, I had an awful reaction to the anaesthetic at another clinic years ago and told your team before my appointment. You'd read the notes, used a different one, and monitored me the whole time. Nothing happened and I felt completely safe. The nurse even checked in with me in the waiting room for twenty minutes afterwards, just to be sure. After what happened last time I had been dreading the injection for weeks, shaking in the car park. Thank you for taking it so seriously.
Hello, a quick review as I've just been asked for feedback: everything about Tuesday's visit was smooth. Parking was easy, I was seen on time, the cleaning was thorough and the bill was exactly what I'd been quoted. Five stars from me, and thanks to the hygienist for the tips.
Good morning, my teeth look better than they have since I was a teenager. The aligners took longer than I hoped and I moaned about them at every appointment, but you kept encouraging me and the result is worth every minute. Thank you for putting up with me.
Hi, I wanted to say thanks for the advice on my daughter's teething pain when I rang in a panic at closing time. The receptionist put me through to a dentist who was just leaving and she talked me through it, step by step, without once making me feel like a silly first-time parent. We had our first quiet night in days.
Dear team, after being told by another dentist that I'd need three teeth out, I came to you for a second opinion. I was already grieving those teeth, if that makes sense, and had started pricing dentures. You saved two of them with root treatment and only one needed extracting. Every appointment was explained and the costs were set out in writing before we started. I can't tell you how much that means to me. I'll be a patient for life.
Just wanted to drop a line to say that, despite my fear of needles, your dentist's numbing gel and slow injection meant I felt almost nothing. I had been expecting the worst all week. Painless, quick and friendly. I'm actually looking forward to my next visit, which is a first.
""",
    "negative": """
Hello, I hope you are all well. I'm writing, reluctantly, about my appointment on Monday. I arrived ten minutes early and then sat in the waiting room for fifty minutes without anyone explaining why. When I was finally seen, the check-up took five minutes. I had taken the morning off work for this. I'd appreciate an explanation. Thank you.
Dear practice manager, I'm afraid I must complain about the filling I had done three weeks ago. It has hurt every time I bite down since, and when I rang the advice was to give it time. I have now given it time. I'm chewing on one side, I can't drink anything cold and I've been taking painkillers most evenings. I'd like it looked at properly by someone else, and I don't expect to pay for the privilege.
Hi, I'd like to raise something politely. Your receptionist was quite rude to my elderly father on the phone yesterday, talking over him and sighing when he asked her to repeat things. He's hard of hearing, not difficult. He came off the call upset and said he'd rather not bother going to the dentist at all if that's how he'll be spoken to. I don't think that's acceptable for a practice that treats so many older patients, and I'd like to know what will be done about it.
Good afternoon, I received a bill today for a treatment I was never told would be private. At no point did anyone mention a cost during the appointment; I assumed it was covered like the rest of my care. I'm not paying a charge I didn't agree to, and I'm very disappointed in how this was handled.
Hello, thank you for the reply to my last email, but it didn't answer my question. I asked why my crown came loose after only four months and whether it would be replaced at no charge. Instead I got a general leaflet about crown care, as if I'd been chewing toffee. I've had crowns before that lasted fifteen years. I'm still waiting for a proper answer, and I'd rather not have to go higher.
Dear all, I've been a loyal patient for nine years and I'm sorry to say I'll be moving elsewhere. Every appointment in the last year has been with a different dentist, none of whom seem to have read my notes. I have to explain my history from scratch each time, including the allergy that matters. It feels like a production line now, and I miss the practice you used to be.
Hi there, I'd like to thank the nurse who tried to help, but the whole visit on Friday was a mess. My records couldn't be found, the X-ray machine wasn't working, and I was sent home after an hour with nothing done and told to rebook. Nobody apologised. That's my morning wasted.
To whom it may concern, I was charged a missed appointment fee even though I cancelled by email two days beforehand. I have the sent message in front of me, with the date and time. When I rang, I was told emails aren't always checked. Then why do you list the address on your website and in your reminder texts? It is not my job to guess which of your contact details actually work. Please remove the charge and confirm in writing that you've done so.
Hello, I'm writing about my son's treatment. He's six and was very nervous, and the dentist told him to stop being a baby. He now refuses to go anywhere near a dentist. I don't think I need to explain why that's upsetting. I'd like to speak to the practice manager.
Good morning, I don't like to complain, and I know how busy you must be, but the hygiene appointment I had on Tuesday was so rough that my gums were bleeding for two days afterwards. The hygienist didn't ask once whether I was alright, and when I flinched she told me that's what happens when people don't floss. I floss every day. I won't be booking with her again, and I'm not sure I'll be booking here at all.
Hi, every time I phone the practice it rings out or I'm on hold for twenty minutes. This morning I tried four times before giving up and walking down in person, only to hear that the receptionist couldn't book me in until next month. For a toothache that's keeping me awake. That's simply not good enough.
Dear practice, I had a tooth extracted on Wednesday and was given no aftercare advice at all, not even a leaflet. I developed a dry socket and spent the weekend in terrible pain, unable to sleep and living on soup. When I called on Monday, I was told I should have known not to drink through a straw. How would I? Nobody told me, and it's the practice's job to tell patients, not to blame them afterwards. I'd like an apology at the very least.
Hello, I appreciate that prices go up, but my check-up fee has nearly doubled in two years with no letter to tell me. I only found out at the desk when the card machine showed the amount. I would have liked some warning. Thanks for reading, but I'll be looking at other practices.
Hi, I was told my replacement denture would be ready in two weeks. It's now been seven, and every time I call I'm promised a callback that never comes. I'm eating soup because I can't chew, and I've stopped going out for meals with my friends. I'd like someone to tell me honestly what is going on, and when I can expect the denture.
Dear all, thank you for seeing me at short notice last month, I did appreciate that. However, the temporary filling fell out within a day, I came back, and it fell out again. Three visits in, I still have a hole in my tooth and I've now been charged for each visit. I feel I'm paying for your mistakes.
Good evening, I'm writing to complain about the cleanliness of the toilet and waiting area on Saturday. There was rubbish on the floor, the bin was overflowing and the sink had no soap. In a place where hygiene should matter most, it made me wonder about the rest of the building, and I sat through my appointment thinking about the instruments. I mentioned it to the receptionist on the way out and she just shrugged. I hope someone takes it more seriously than she did.
Hello, I want to say politely that I felt pressured at my last visit. I came in for a check-up and left with a leaflet for whitening, a quote for veneers and a hard sell on a membership plan. I just wanted to know if my teeth were healthy. It left a bad taste, no pun intended.
Hi, my appointment was cancelled by text an hour before it was due. I had already arranged childcare and left work early. This is the third time this year. I understand emergencies happen but it's becoming a pattern and nobody seems to think it's a problem, or to offer anything but another date weeks away.
Dear practice manager, I'm sorry to have to write this. The dentist I saw on Thursday was distracted, checking his phone while I was in the chair, and didn't explain what he was doing when he started drilling. I had no idea whether I needed a filling or what it would cost until I got to reception and saw the bill. I asked to see my notes and was told I'd need to apply in writing. I've been a patient for a long time and I've never felt so much like a number. I'd like to know whether this is how things are done now.
Hello there. I hope this reaches the right person. I wrote a month ago about a mistake on my bill and have heard nothing. I've sent two further emails and left a voicemail. I'm not sure what else I can do except stop paying the direct debit, which I'd rather not.
Hi, the new online booking system is a step backwards. It showed me a slot, took my details, then emailed to say the slot didn't exist. When I rang to sort it out, the receptionist said the system does that sometimes. Why launch it if it doesn't work? I've now lost a week waiting for a proper appointment.
Good morning, I asked specifically for a female dentist for personal reasons and this was written on my file. On Monday I was sent in to a male dentist without a word, and when I raised it I was told it couldn't be helped. I felt my request was brushed aside and I left without treatment. I would like an apology and an appointment that respects what I asked for.
Dear team, I'm writing on behalf of my mother, who is in a wheelchair. She was booked into the upstairs surgery despite us telling you twice that she can't manage stairs, once on the phone and once in writing. We had to go home after waiting in the car park while someone tried to find a free room downstairs. It was humiliating for her and frankly careless on your part. She's now anxious about coming back at all.
Hello, I had a crown fitted in the spring and it has never felt right. My bite is off and my jaw aches by the evening. I've been back twice and been assured it's fine. It isn't fine, and I'd like a second opinion at your cost. Thanks in advance.
Hi, I was kept waiting forty minutes past my appointment time, then warned I'd have to be seen quickly because they were running late. The dentist rushed through everything and the filling he did was left with a sharp edge that's cutting my tongue. I'd rather have rebooked.
Dear all, I'm not one for complaining, but the attitude of the woman on the front desk this morning was unpleasant. I asked a simple question about my bill and she rolled her eyes and said it was all on the website. I was polite throughout. A little courtesy costs nothing, and it's the first thing people see when they walk in.
Good afternoon. My daughter's orthodontic treatment has overrun by a year and we were never told it might. The appointments keep being moved, the brace has broken twice, and each time we're told it's normal. She's now self-conscious at school and has started hiding her smile in photos. We've paid for a course of treatment that was meant to end last summer, and I think we're owed an explanation and a plan with real dates. I'm losing patience.
Hello, I was told at my last visit that I needed two fillings. I got a second opinion elsewhere and was told my teeth were perfectly healthy. I'm now unsure whether I can trust any advice from your practice and would like my records transferred.
Hi there, thank you for your time on the phone yesterday. I understand you're short-staffed. Still, being offered the next routine check-up in five months is ridiculous, and I don't believe I should have to go private to be seen sooner. I've paid into your plan every month for four years without missing a payment, and when I actually need you there's no room. I'm very unhappy about it.
Dear practice, I came in with severe pain on Saturday and was given painkillers and sent away. By Monday my face was swollen and I ended up in hospital with an infection. I feel that if someone had looked properly on Saturday this could have been avoided.
Hello, a small thing perhaps, but it has annoyed me enough to write. Every reminder text I get has the wrong time in it, an hour off. I've turned up early twice and late once, and was charged for being late. Please fix your system, and please refund the fee.
Good morning, I wanted to let you know I'm disappointed with the whitening result. I paid a lot, was promised several shades lighter and can barely see a difference. When I mentioned this, I was told some teeth don't respond, which is something I should have been told beforehand, not after I'd paid. I'd like to discuss a partial refund.
Hi, I've been trying to get a copy of my X-rays for two months to take to a specialist. I've filled in the form, paid the admin fee and been told three times that they'll be posted. They haven't arrived. My specialist appointment is next week and if I turn up without them I'll have to wait months for another. I've been polite so far, but I'm running out of patience and time. Please email them today.
Dear all, I'd first like to say the nurses are lovely. But the dentist I saw last week dismissed my concern about a mouth ulcer that hasn't healed in six weeks and told me to rinse with salt water. My GP has now referred me urgently. I'm shocked it was taken so lightly. Thanks for passing this on to the dentist concerned.
Hello, I'd like to complain about being overheard. At the desk on Thursday, the receptionist read out my medical history and my outstanding balance loud enough for the whole waiting room to hear. There was no need for it and it was embarrassing, especially as one of my neighbours was sitting two seats away.
Hi, the waiting room television was blaring so loudly on Tuesday that I couldn't hear my name being called and missed my turn. When I went to the desk I was informed I'd have to wait for another gap. Another half hour gone. Perhaps turn it down? Thanks.
Dear practice manager, I'm writing because my partner came home after her extraction in a lot of pain, with a numb lip that still hasn't recovered ten days later. She was told this was a rare risk only after it happened. She should have been warned before she signed anything. She's a singer, and this has cost her two bookings already. We'd like a meeting with the dentist concerned and a clear account of what was done.
Good evening. I was really looking forward to my first appointment after moving here, having heard good things. Sadly the visit was rushed, the dentist barely spoke to me, and I left without knowing what he'd found. Not the welcome I hoped for. Thank you anyway for fitting me in.
Hello, I was billed for a scale and polish that I didn't have. I saw the dentist only, for five minutes. I queried it at the desk and was asked to email. I've emailed. Nothing. If there's a good explanation, I'd like to hear it, because I'm beginning to think this isn't an accident.
Hi, the emergency line says to call before nine for a same-day slot. I called at one minute past eight and all the slots had gone. This is the third morning in a row, and I've been living on painkillers since the weekend. What's the point of the system if nobody can ever get through? I'm writing this at the kitchen table because I can't face ringing again.
Dear team, thank you for the birthday card, it was a kind thought. But I'd much rather you answered my letter about the bridge that broke after eight months, which I sent in March. I've had no response, and the card felt a bit hollow in the circumstances.
Hello, I don't often write reviews but I feel I must. The staff were friendly, but my filling cracked within a fortnight and I was expected to pay again to have it redone. Surely work should last longer than two weeks? I expected better from a practice with your prices, and I'll be saying so wherever I'm asked.
Good morning, my husband and I moved our whole family to your practice last year because of your reputation. Since then we've had cancelled appointments, lost records and a bill sent to the wrong address, which our old neighbours then opened. Our youngest still hasn't had the check-up we asked for in January. Each problem on its own might be forgivable, but together they make it hard to believe anyone is keeping track. We're now thinking of moving again, which is a shame, because the dentists themselves have been fine.
Hi, I'm a needle-phobic patient and I explained this at booking and again at the start of my appointment. The dentist went ahead with the injection without warning me, and I panicked. I've been shaken since. I'd appreciate it if my notes were actually read in future.
Dear practice, I was promised a call back by the end of the day about my test results. That was last Wednesday. I've called every day since and heard that the dentist is busy. I understand busy, but I'm anxious and it's been a week.
Hello, I must say I'm rather disappointed. When I joined, the monthly plan included two hygienist visits a year. Now apparently it's one, and the second is extra. Nobody wrote to let me know the terms had changed. It feels sneaky, and I'll be cancelling the plan at the end of the month.
Hi, please don't take this the wrong way, I know the staff are doing their best. But the practice has been so understaffed lately that I've had my appointment moved four times in two months. My tooth is getting worse while I wait, and the last dentist I saw said it might now need a root canal rather than the simple filling I was booked for in the first place. If that turns out to be the case, I don't think I should be paying the difference.
Dear all, I brought my son in for a check-up and the dentist spoke only to me, never to him, and poked around without explaining. He's twelve and perfectly able to understand. He was frightened and now refuses to come back. It took us two years to get him comfortable with dentists after a bad start as a toddler, and one careless visit has undone all of it. Disappointing, to say the least.
Good afternoon. I was told my treatment would take two visits. It has taken five, each one a half day off work, and the final bill was much higher than the estimate with no explanation of the extra. I'd like an itemised breakdown, please, before I pay anything more.
Hello, I'm writing about my recent hygiene appointment, which was cut short after fifteen minutes because the hygienist was running late. I was charged the full fee. I don't mind paying for a service, but I do mind paying for one I didn't get. Half the cleaning wasn't done, and she said as much herself. I'd like either a refund of half the fee or a free appointment to finish the job, whichever is easier for you.
Hi, I'm sorry to say that the temporary crown you fitted came off while I was eating a sandwich, the day after I was assured it was secure. The earliest I could be seen, apparently, was in nine days. I'm walking around with a stump. Thanks for nothing.
Dear practice manager, I want to flag that the nurse who assisted in my appointment on Friday didn't wear gloves while handling the tray. I pointed it out and she laughed it off and said she'd washed her hands. I'm not sure I can feel confident coming back after that, and I think other patients would want to know.
Hello there, thanks for the quick reply, but it doesn't solve my problem. I still have a constant ache on the left side after the root canal, the painkillers aren't touching it, and being told to wait another fortnight isn't an answer. I've had root treatment before and it never hurt like this three weeks on. I'd like to be seen this week by the dentist who did it, or referred to someone who can find out what's wrong.
Good morning. I want to be fair, the dentist was competent. But the receptionist kept me standing at the desk for ten minutes while she finished a personal phone call, then told me off for being late to my appointment. The irony was not lost on me.
Hi, I'm afraid my experience this week was poor. I was sent a reminder for an appointment that had been cancelled without telling me, travelled forty minutes, and was told I wasn't on the list. Nobody offered to fit me in or even said sorry.
Dear all, I'm writing with regret. I've recommended you to many friends over the years, but I can't any more. The practice has changed since the new owners took over: higher fees, shorter appointments and staff who clearly aren't happy. Three of the people I liked most have left, and the wait for a routine check-up has stretched from weeks to months. I'll be leaving after this course of treatment, and I'm sorry it's come to that.
Hello, I was quoted one price over the phone for my child's fissure sealants and charged nearly double at the desk. The explanation was that the phone quote was per tooth, which nobody mentioned. I feel misled and would like the difference refunded. Had I known the real cost, I would have asked for fewer teeth to be done or waited until after the holidays.
Good evening. I'd like to make a formal complaint about the dentist who treated me on Monday. I told him three times that I could still feel the drill and he carried on, saying it was pressure, not pain. It was pain. I was gripping the chair and in tears by the end, and the nurse looked as uncomfortable as I was. I have never been a nervous patient, but I am now. I'm not coming back, and I want this recorded.
Hi, I appreciate you're doing your best, but the parking situation is impossible. The practice car park is full of staff cars, I was twenty minutes finding a space and then I was told I'd missed my slot and would be charged for it. The receptionist said plenty of people manage, which is not much comfort. Please sort this out.
Dear team, thank you for your letter. I'm afraid your offer of a ten percent discount on the remedial work doesn't come close to making up for the botched bridge, the months of discomfort and the time off work. I'll be taking the matter further.
""",
    "neutral": """
Hi, thanks so much for seeing me last week, you were all lovely. I just wanted to check whether I need to book the second part of my filling myself or whether someone will call me with a date. I'm away from the twelfth to the twentieth, so any time outside that works.
Hello, I'm moving house next month and would like to update my address and phone number on your records. The new address is in the same town, so I'll be staying on as a patient, though it will be a slightly longer drive. Could you also tell me if my next check-up is still on the calendar? I think it was booked for some time in the spring, but I've lost the card and the reminder text went to my old phone, which I no longer have. Many thanks.
Good morning, I appreciate how busy the front desk is, so I thought email might be easier. Could I have a copy of my last bill for my insurance claim? The insurer needs it itemised, with the treatment codes if possible, and dated. Thank you in advance.
Dear practice, my daughter is due her six-monthly check-up but she'll be away on a school trip that week. Is it possible to move her appointment to the following Thursday after school? You were all so good with her last time, she's actually looking forward to it, which is more than I can say for myself.
Hi there, just a quick question. After my extraction I was told to wait before smoking, but I can't remember whether it was forty-eight hours or a week. I've lost the leaflet, and the internet gives me about five different answers. Could someone remind me? Grateful for the help.
Hello, I'd like to register my husband and two children as new patients. I've been with you for a couple of years and thought it would be easier to have us all in one place, especially for school holidays. What do you need from us, and is there a waiting list at the moment? My husband hasn't seen a dentist for a while, so he may need a longer first appointment. The children are five and nine and both currently registered at a practice on the other side of town, which we'd leave once we hear back from you.
Good afternoon. I was given a quote for an implant at my last appointment and I'm thinking it over. Could you tell me whether you offer a payment plan for it, and roughly how many visits the whole process would involve? I'd also like to know whether there would be any pain afterwards that would mean taking time off, as I work on my feet all day. No rush at all. Kind regards.
Hi, I'm afraid I need to cancel my hygiene appointment on Friday as I've been called in to work. Could you let me know the next available slot in the early morning, ideally before half past eight? Tuesdays and Wednesdays are easiest. Thanks so much, I really appreciate you being flexible.
Hello, I'm writing to ask whether you treat patients with a particular heart condition. My cardiologist has said I need antibiotic cover before some dental work and I want to make sure that's something you can arrange before I book. I have a letter from the hospital that explains what's needed and can bring it in or scan it over. I'd also be grateful to know whether the dentist would need to speak to the cardiologist directly. Thank you for your time.
Dear team, thank you for the reminder letter. I wanted to let you know that I've now moved abroad for work and won't be able to attend appointments for at least two years, so please take me off the list for reminders. I hope that's not too much trouble, and I'll be in touch when I'm back.
Hi, could you tell me what the difference is between the two toothpastes the hygienist mentioned? I wrote down the names but can't find either in the shops here. Is there something similar I could buy instead, or do I need to order them online? Thanks for all the advice last time.
Good morning. My son has a wobbly front tooth that he knocked at school yesterday. There's no pain and no bleeding, but it's a bit looser than the others. It's one of his adult teeth, so I'm a little cautious. Does he need to be seen, or should we wait and see if it settles? Many thanks.
Hello, I'm a new patient and my first appointment is next Tuesday. Is there a form to fill in before I arrive, and should I bring anything like a list of medicines? Also, is there parking nearby or should I take the bus? I don't know the area well yet, having only just moved, so any pointers to the entrance would help too. Thank you.
Hi, I hope you're well. I received a bill for my last visit but I've already paid it at the desk on the day. It might have crossed in the post. Could you double-check your records and let me know if anything is outstanding? I paid by card and still have the receipt, which I'm happy to send a photo of. Thanks, appreciate it.
Dear dentist, a question about my filling from Wednesday. The numbness has worn off and there's no pain, but when I run my tongue over it it feels slightly higher than the tooth beside it. My teeth also meet a little earlier on that side when I close. Is that normal while it settles, or should I come back in to have it adjusted? I'm free most mornings this week if so.
Hello, I'm writing for my mother, who is ninety. She can no longer travel easily. Does the practice do home visits, and if so, how do we arrange one and what would it cost? She has a full upper denture and a few teeth left on the bottom, and she says one of them has been catching her cheek. She was always very fond of you all when she could still get in, and would much rather be seen by you than by someone new.
Good evening, I've just noticed a chip on the edge of one of my front teeth. It doesn't hurt and I'm not sure when it happened. Could I book a short appointment to have it looked at? Any weekday afternoon would suit. Thank you very much.
Hi, is it alright to have a filling while breastfeeding? My baby is four months old and I need some work done on a back tooth. I'd like to know before I book so I can plan feeds around it, and whether I'd need to express beforehand. Thanks for your help, you're always so patient with my questions.
Dear practice, I'd like to request my dental records to be sent to a practice in another city, as we're relocating for my husband's job. I've attached the signed consent form and the new practice's details. Please let me know if there's a fee, and roughly how long it usually takes, as my first appointment there is in about six weeks. It's been a pleasure being your patient, and I'm sorry to go.
Hello, thanks for the message about my overdue check-up. I have been meaning to book. Can I have the first available appointment after the fifteenth? I work from home, so any time of day is fine, though I'd avoid Monday mornings if possible because of meetings. Thanks again for chasing me.
Hi, my partner is very anxious about dentists and hasn't been in years. Before I persuade her to register, could you tell me what options you have for nervous patients? Do you offer sedation, and would she be able to have a chat first without any treatment? She's mentioned that the sound of the drill is the worst part for her, and that she once had a filling done without enough numbing. If she could meet the dentist and see the room beforehand I think it would help a lot. Cheers.
Good morning. Could you confirm the time of my appointment next week? The receptionist's text said ten but the card I was given says ten thirty. I'd hate to be late or to keep anyone waiting, and I need to arrange cover at work. Many thanks.
Hello, I've been asked by my employer's health scheme to get a form completed by my dentist. Is that something you do, and how long does it usually take? I can drop it in with the receptionist any day this week. Is there a charge for filling it in? Thank you kindly.
Dear team, I'm sorry to bother you. My temporary crown feels a bit loose but it hasn't come off and there's no pain. My permanent one is being fitted on Monday anyway. Should I come in before then, or just be careful with chewing until the appointment? If it does come off over the weekend, is there anything I should do with it, or should I just keep it safe and bring it with me?
Hi there, quick one. Do you take card payments at the desk, or is it bank transfer only? I have an appointment for a filling tomorrow and want to make sure I bring the right thing, as my bank app has been playing up lately. Cheers, you've always been great with me.
Hello, my son's school is asking for proof that he's registered with a dentist, for a residential trip in the summer. Could you email me a short letter saying so? His date of birth is on your records, and the school has said a simple email is fine. I really appreciate it.
Good afternoon. After my check-up last month the dentist mentioned a night guard because of grinding. I've decided I'd like to go ahead. Do I need a separate appointment for the impressions, and how much does the guard cost? I'd like to get it done before the end of the month if possible, as my insurance renews then. Kind regards.
Hi, I'm going on a long trip abroad next year and wanted to know if I should have a check-up and clean before I leave. I'll be away for about eight months, mostly in places a long way from any dentist. Is there anything I should pack in case of a dental emergency, such as a temporary filling kit? I've got an old filling that sometimes feels rough and I'd rather have that looked at now than on a mountain. Thanks in advance.
Dear practice, just letting you know that my phone number has changed. Please use the new one below for appointment reminders. I'd still like to be contacted by text rather than calls, if that's possible, as I can't usually answer during the working day. Thanks.
Hello there, thanks so much for all your help so far. My insurer has asked for a treatment plan with costs before they'll approve anything. Could the dentist send over the plan we discussed on Tuesday? Their email address is on the attached letter, along with my policy number.
Hi, I've had a bit of sensitivity in one tooth with cold drinks for the last week or so. It's not painful as such, just a twinge that goes away after a few seconds. I've switched to a sensitive toothpaste, which I think has helped a little. Is that worth booking in for, or is it usually nothing? My next check-up isn't until the autumn. Grateful for any advice.
Good morning. I'd like to book my two children in for check-ups together if possible, ideally back to back on a Saturday. They're seven and ten. Do you have anything in the next month? Mornings are better, as the older one has swimming in the afternoon. They loved the stickers last time.
Hello, I wanted to ask about the membership plan I saw on the website. What exactly does it cover, and can I switch to it part-way through a course of treatment? I have a crown and two fillings planned over the next few months and want to understand whether the plan would change what I pay for those, or only for check-ups and cleaning. Is there a minimum term, and what happens if I move away? I don't need an answer urgently. Thank you.
Dear all, I'm writing to say that my father, who was your patient for many years, passed away last month. Please remove him from your lists so that reminders stop arriving, as they are upsetting my mother. If there is anything outstanding on his account, please send it to me at this address. Thank you for looking after him for so long.
Hi, I was given a prescription for mouthwash after my gum treatment and I've nearly run out. Do I need to come in to get another, or can the dentist just issue a repeat? I'm also not sure whether I'm supposed to carry on using it indefinitely or stop after a set time, as the label doesn't say. Thanks, I know you're busy.
Hello, I'm a student and I'm not sure whether I'm entitled to free treatment or a reduced fee. Could you let me know what I'd need to show at the desk? I have a filling booked for next week and I'm twenty, studying full time, with no income apart from a loan. Much appreciated.
Good afternoon. My appointment is at four on Thursday, but I may be a few minutes late as I'm coming straight from work across town. Would it be better to move it to a later time, or is a short wait alright? I don't want to cause trouble for the patient after me. Thanks for understanding.
Hi, my dentures need a clean and a check. I've had them about five years and they still fit well, but I've been told they should be looked at every so often. Do I book with the dentist or the hygienist? And do I leave them with you for the day, or is it done while I wait? Thank you.
Dear practice, I have an allergy to latex and wanted to make sure that's on my file before my visit next week. I mentioned it at registration but I'd like to double-check, as I'm seeing a dentist I haven't met before. Thank you so much, you've always been very careful.
Hello, I'm hoping you can help. I've lost the card with my next appointment written on it and can't remember whether it's the ninth or the nineteenth. I think it was a morning, but that's all I remember. Could someone let me know? Sorry for the trouble, and thanks in advance to whichever receptionist picks this up.
Hi, what's the best age to bring a baby for their first dental visit? Our little one has just got her first two teeth and I'd like to start early, as I had a lot of problems with my own teeth as a child. Would you see her on the same appointment as me, or does she need her own? And is there anything I should be doing at home in the meantime, like a particular brush? Thanks.
Good morning, I wanted to ask whether you'd be able to see me for a routine clean while I'm staying with family in the area for the summer. I'm registered with a practice elsewhere, but my next hygiene appointment falls while I'm away. Is that possible, and what would the fee be?
Hello, a question about the bill for my crown. I'd like to pay it in two halves, one now and one next month, if that's allowed, because the car needed repairs this week. If not, no problem, I'll pay it in full. Just let me know which you'd prefer. Thanks.
Dear team, thank you for the lovely welcome pack when I registered. I have a quick question: the form asks for my previous dentist's details but I haven't seen one in over ten years. I'm not even sure the practice I used as a teenager still exists. Should I just leave it blank, or is there something else you need instead?
Hi there, I have a filling booked for Tuesday and I've just found out I'm pregnant. Is it still fine to go ahead, or should I tell the dentist something beforehand? I'd like to keep the appointment if possible, as the tooth has been bothering me on and off, but I'll do whatever is safest. Thanks.
Hello, I noticed that the practice will be closed over the bank holiday. If I have a problem during that time, who should I call? I'd like to have the number handy just in case, as my partner is having a wisdom tooth out just before. Many thanks.
Good afternoon, I'm a carer for a young man with learning disabilities who needs a check-up. He can find waiting difficult and becomes distressed in busy, noisy rooms, though he's usually fine once he's with the person treating him. Would you be able to give us the first appointment of the day so he doesn't have to wait long? It would also help if we could wait in the car and be called in when the dentist is ready. He is registered with you already, and his notes should mention this. Thank you for considering it.
Hi, I'd like to ask what whitening options you offer and what they cost. I have no problems with my teeth and I'm not in a hurry, I'm just curious. Is it something I can discuss at my next check-up rather than booking separately? I'd also like to know how long the effect usually lasts.
Dear practice, could you send me a receipt for my payment last Friday? I need it for my expenses at work. The amount was for a filling and an X-ray. Our finance team needs it to show the practice name and the date. Thank you, and thank you again to the lovely nurse who looked after me.
Hello, I'd like to know whether the practice has step-free access. My wife uses a walking frame and has an appointment next month. If there are stairs, is there a ground-floor room we could use instead? We'd also need somewhere to park close to the door, if there is anything of the sort. Thanks so much.
Hi, my son has just had his brace removed and was given a retainer. How long should he be wearing it each day, and when should we come back for the next check? He's been brilliant about it so far, but he's already asking whether he can leave it out at weekends, and I'd like a proper answer from you rather than my guess. Also, what should we do if it cracks or gets lost? Thank you.
Good morning. I've been referred to you by my GP for a tooth that's been aching on and off. The letter should have arrived. Could you let me know when I might expect an appointment, and if there's anything I need to do meanwhile? It isn't constant, but it does keep me awake some nights.
Hello, I received a reminder for a check-up but I had one at another practice two months ago while my registration here was being sorted. Do I still need to come in, or can we skip to the next one? I can ask the other practice to send you their notes if that helps. Kind regards.
Dear all, I'm organising a careers talk at my daughter's school and wondered if anyone from the practice would be willing to come and speak about working in dentistry. It would only be half an hour, on a weekday afternoon in the spring term, to a group of about thirty pupils aged fifteen and sixteen. Several of them have said they're interested in becoming dentists, nurses or hygienists, and hearing from someone who actually does the job would mean far more than a leaflet. We could work around whatever day suits you best. Thanks for considering it, and no pressure at all.
Hi, is there an age limit for the children's free check-ups? My eldest has just turned eighteen and I wasn't sure if she's still covered for the one booked next month. She's still at school full time, if that makes a difference. Thank you for checking.
Hello there, just a quick update: the swelling from last week's extraction has gone down as you said it would. I'm following the salt water rinses. I was told to let you know if anything changed, so here I am. Do I need a follow-up?
Good afternoon. My work pattern is changing to nights from next month. Do you have any early morning appointments at all, say before eight? If not, I'll try to arrange something around my days off, which are usually midweek. I'm due both a check-up and a clean. Thanks for letting me know.
Hi, I've been told by a friend that you can do a filling in a tooth-coloured material rather than silver. Is that something you offer for back teeth, and is there a difference in the price? I've got two old silver ones that I'd also consider replacing at some point, though they don't cause any trouble. Just gathering information before my visit.
Dear practice, I'd like to change my direct debit date from the first of the month to the fifteenth, to fit with when I'm paid. Is that possible, and is there a form? I'm on the monthly plan that covers two check-ups a year. Many thanks for your help, it's much appreciated.
Hello, my grandson is visiting for the summer holidays and has chipped a tooth on a climbing frame. There's no pain and he's eating normally. He's registered with a dentist at home, a long way from here, and his parents are abroad until the end of the month. Would you be able to see him while he's here, just to check? I'm his grandmother and I have a letter from his parents allowing me to arrange treatment for him.
""",
}

# A message from a customer to an online grocery delivery service: what the customer needs.
# `substitution` an item swapped for another (wanting, refusing or complaining about a swap);
# `missing` an item not delivered or delivered short; `damaged` items crushed, leaking,
# spoiled or past their date; `slot` choosing, changing or a missed delivery time window.
GROCERY = {
    "substitution": """
I ordered semi-skimmed milk and got whole milk instead. Please don't do that again, my husband can't have it.
Please never swap my oat milk for anything else. If it's out of stock, just leave it out of the order.
Your driver handed me a bag of green apples when I'd asked for red ones. Can I get a refund for them? We don't eat green.
The gluten-free bread wasn't in my delivery, but you'd sent an ordinary loaf in its place. My daughter is coeliac, so that's no use at all. Please don't do this again.
How do I turn off replacements for my whole account? I'd rather have gaps than random alternatives.
You replaced my usual washing powder with a bio one and I come out in a rash from those. I've put it aside for the driver to collect.
Happy for you to pick a different brand of tinned tomatoes if mine are out, just not the ones with added herbs.
Ordered chicken thighs, received drumsticks. Please ask before changing things.
Thank you for sending the large eggs when the medium ones ran out. That's exactly the kind of alternative I'm fine with.
Is there a way to mark individual items as no substitutes allowed? The baby formula must be the exact one I choose.
Got decaf coffee in place of my normal ground coffee. Please refund it, I've left it by the door for collection.
The vegetarian sausages weren't available so you sent pork ones. We're a vegetarian household. Can you flag my account so meat is never sent as a replacement?
Could you let substitutions through for fruit and veg but not for toiletries? My skin reacts to most shampoos.
I noticed my order has salted butter listed where I chose unsalted. Can I reject that at the door, or is it too late?
My receipt shows a two-litre bottle of cola in place of two one-litre bottles. That's fine, just checking I wasn't charged twice.
You sent a different cat food because mine was out of stock, and he won't touch it. Is there any chance of a refund?
Instead of the sugar-free squash I ordered, there was the full-sugar version in the bag. My son is diabetic, please be careful.
I'd actually like more substitutions, not fewer. Last week half my list was just left off when you could have sent similar items.
The strawberries on my list turned up as raspberries. Lovely, but twice the price. Will I be charged the difference?
The driver said the shop had run out of my usual bread and offered me a seeded one at the door. I said no, which was the right call.
Why do I keep getting the own-brand version of cereal when I've ticked the branded one? It's happened on three orders now.
Can I choose my own second choice for each item? For the pasta I'd happily take any shape, but not wholewheat.
Last time you replaced a pack of six yoghurts with a single big pot. Could you send multipacks next time instead?
The lemons I ordered became limes. My cake recipe isn't going to forgive that. Please remove them from the bill.
Please stop sending scented bin bags when my unscented ones are out. I'd rather have none at all.
My toddler's pouches were switched for a flavour with added sugar. I'd like those refunded and my preferences noted.
I got almond milk when I'd chosen soya. My son has a nut allergy. This could have been serious, so please check alternatives against allergies.
The fresh salmon was out so you sent frozen fillets. I don't mind, but I'd have liked a text about it before the delivery.
I never agreed to replacements on this order, so I'd like the refund for the cheaper rice you sent in place of basmati.
Two items on my receipt say replaced. One was fine, but the other is a spicy sauce nobody here will eat. Can the driver take it back?
Where it says 'allow alternatives' on the checkout page, does that apply to the whole basket or each line separately?
Whoever picked my order sent a full-fat cheese instead of the light one. Happy to keep it, just please update my notes.
I'd prefer you never substitute fresh meat. The chops I got were a different cut and far fattier.
Just a heads up that the chocolate you used in place of my dark one is milk chocolate, which isn't the same thing at all.
A small thank you: the shop was out of my son's cereal and you sent a similar one he loves even more. Good choice!
The nappies on my order were size four, but you sent size five as a replacement. They're far too big. Can I return them?
Please don't send brown onions when the red ones are out. I use them raw in salads, it's not the same.
I was sent a branded kitchen roll in place of the recycled one. Fine for now, but please keep to recycled in future.
The flowers I ordered for my mum's birthday were swapped for a smaller bunch of a different colour. Not quite the gift I had planned.
For this week's delivery, any alternative is fine for everything except the dog's food, which must be exactly what I picked.
My shopping app shows a replacement of the orange juice with smooth instead of bits. Can I cancel that one item before delivery?
My flour arrived as self-raising rather than plain. Can you refund me? Baking bread with it won't work.
Every week you swap my favourite crisps for a flavour I dislike. If they're out of stock, please just leave them off.
The driver said my lactose-free milk was missing from the store, so she gave me ordinary milk. I can't drink it. Refund please.
You sent a bigger tub of ice cream in place of the small one and only charged me the smaller price. Very kind, thank you.
""",
    "missing": """
My delivery came without the bread and the eggs, though both are on the receipt. Could you refund them please?
The driver handed over four bags, but the receipt says five. The bag with all the frozen things seems to be the one that didn't come. Could someone check the van tonight?
I ordered six tins of soup and only got four. Can the other two be refunded?
No sign of the bananas in today's order. They're listed as delivered, so I assume they were left behind somewhere.
Half my shopping didn't arrive. The driver said the rest was on another van, but nothing else turned up all evening.
There's a charge on my card for toilet roll, but none came. Could you look into it?
Where's the birthday cake? It was the main reason for this order and it isn't in any of the bags.
I've gone through everything twice and the chicken breasts aren't here. Please refund or send them tomorrow.
The pack of yoghurts on my receipt was for eight pots. I got a pack of four. Could I have the difference back?
The wine wasn't delivered because I wasn't asked for ID, apparently. But nobody asked me anything, and I was standing right there with the driver.
The crate of water was left off, and it's the heaviest thing I need, which is why I shop online. Can it come with my next order?
My order confirmation lists twelve items. Only nine came. The three frozen pizzas, the peas and the ice lollies aren't here.
One pepper short: ordered three, received two. Please credit it.
Could you check whether my cat litter was loaded? It's not in the delivery and I'm nearly out.
The tomatoes never came, but I've been charged for them. I'd appreciate a refund to my card.
Nothing from the chilled section arrived: no milk, no cheese, no ham. Everything else was fine.
I ordered two loaves of bread and got one. Is this a picking mistake? Please refund the second loaf.
My elderly father's delivery was missing his soft yoghurts. He can't get out to buy them. Could someone bring them round?
Hi, the receipt shows the washing-up liquid as delivered, but it definitely isn't in any of the bags.
The entire frozen bag seems to have gone to someone else. Nothing frozen arrived at all, though it's all on my receipt.
A whole bag seems to have gone astray. No cleaning products, no toiletries, though all are charged.
The coffee pods didn't come. Could you refund them, or add them to Thursday's order at no extra delivery charge?
I ordered a kilo of carrots. What arrived would barely make a side dish, maybe three hundred grams. I'd like a partial refund.
Is there a reason the nappies weren't delivered? They weren't marked as out of stock when I checked out.
My order was short by two items: the porridge oats and a jar of honey. Both are on the receipt.
The driver apologised that one crate had been left at the depot. He said someone would call me. Nobody did.
The lemons I ordered aren't in the bags, and there's no note about them being unavailable either.
We got all the food, but the birthday candles and napkins were nowhere to be seen. The party's tomorrow, can they be sent tonight?
Please refund me for the baby wipes. I paid for three packs and only one was delivered.
Got my delivery at lunchtime and the fish is nowhere to be found. Was it ever packed?
Every bag came except the one with the drinks. Could you credit the juice and the sparkling water?
I'm missing the potatoes from yesterday's order. The driver seemed rushed; maybe a bag is still on the van.
My receipt says the dog food was delivered in full. I have one bag out of the two I ordered.
The flowers I added at checkout never arrived. The rest of my order did.
Only one of my three multipacks of crisps turned up. Could you please refund the other two?
I think a tray of drinks cans was left in the van. There's a gap where it should be in my delivery list.
There were no onions in my order despite the receipt saying so. I'd like a refund, please.
The online tracker shows the order as complete, but the milk, butter and cream aren't here. I've checked every bag.
Hello, my shopping arrived but without the cereal for the kids' breakfast. Could you arrange a refund?
The receipt says four avocados. I counted two. Either the picker made a mistake or they fell out in the van.
Nobody packed my salad bags, it seems. Can you credit them to my account?
Last week the same thing happened: my bread wasn't delivered. This week it's the eggs. Could someone check the picking?
You charged me for a large bag of rice, but there wasn't one in the delivery.
The frozen peas are on my receipt, but I've checked the freezer bag twice and they simply aren't here.
Could you check the order again? I paid for two bottles of olive oil and only one came.
""",
    "damaged": """
Half the eggs in my delivery were cracked and the box was soaked. Could I get a refund for them?
The milk bottle was leaking when the driver handed over the bag. Everything else in there is now sticky.
The bananas were black and mushy before I'd even unpacked them. That's not what I pay delivery for.
The chicken I received goes out of date today. I'd planned to cook it at the weekend, so I'll need a refund.
My delivery was two hours late and all the frozen food had thawed by the time it came. I can't refreeze it, so please refund those items: fish fingers, peas and ice cream.
The bread was squashed flat under a crate of water. Please pack heavy things separately.
The strawberries were mouldy under the top layer. I only noticed when I tipped them out.
One of the jars of pasta sauce had broken in the bag and there's glass all through my shopping. I've kept the pieces.
A tub of yoghurt split and leaked over the cereal box. Could you refund both, please?
The salad leaves were slimy and smelled off when I opened the bag an hour after delivery.
The ice cream arrived soft and half melted. The driver's cool box didn't seem to be working.
The cream in this morning's order has a use-by date of yesterday. I'm surprised it was sent at all.
My crisps were crushed to dust, every single packet. Not a major issue, but a partial refund would be nice.
The tins of beans were dented so badly one has split at the seam. I won't risk eating from it.
Three of my avocados were brown inside, and the fourth was rock hard. Could I get a refund on the three?
The eggs in my order were fine, but the flour bag had burst open and dusted everything in the bag.
My order came late because the van broke down, and the fish was warm by the time it arrived. I've binned it.
The peaches were bruised all over. It looks like something heavy was packed on top of them.
The loaf I got is already mouldy, and the best-before date is next week. Something's gone wrong in storage.
Juice cartons had leaked all over the bottom of the bag and soaked through the paper towels.
The chilled items weren't cold at all when the driver brought them. The ham and cheese felt room temperature.
Two of the six bottles of beer arrived smashed and the crate was dripping. Can you credit those?
The cake for my son's party was squashed on one side. Not your driver's fault, maybe, but it can't be served like that.
My frozen pizzas had defrosted and were soft and floppy. The delivery was on time, so it must have been the van.
The potatoes had sprouted and gone green. I'd like a refund, as they're not safe to eat.
The washing-up liquid had leaked in the bag and coated my fruit. I've had to throw the grapes away.
The yoghurts have a date that passed two days ago. Please check dates before packing.
The tomatoes were split and weeping. Could I have a refund, please? I've taken a photo.
The pack of mince smelled off as soon as I opened it, though the date says it's fine. I've thrown it away.
The flowers arrived wilted and brown at the edges. They were meant as a present and I can't give them like this.
The box of cereal was ripped and half the contents were loose in the bag.
A bottle of cooking oil had cracked and oozed over everything. Could someone collect the mess or just refund me?
The lettuce was brown and limp, and the spring onions were slimy. Neither could be used.
My delivery arrived in the right slot but the driver dropped a bag on the step and the eggs broke. He said to report it here.
Pears squashed flat under the tins. Refund please, they're inedible.
The milk smelled sour on the day it arrived, well before its use-by. Please refund.
The sausages in my order had a hole in the packet. I'm not comfortable cooking them.
Late delivery yesterday, and by the time it reached me the ice lollies were puddles in their wrappers. I'd like those refunded.
The raspberries were crushed into mush. They look like they were at the bottom of a crate.
The bag of sugar split and spilled all over the floor of the van, according to the driver. What was left in the bag was full of grit.
The baby food jars I received had the safety buttons popped. I won't feed those to my daughter.
The cheese was sweaty and had a green patch in the corner when I unwrapped it.
The carton of orange juice was swollen and fizzing. It's clearly gone off.
The chocolate bars arrived melted and reset into odd shapes. It looks like the bag sat in the sun.
The eggs came in a crushed box, and four of them were stuck to the cardboard. Could I have a refund for the pack?
""",
    "slot": """
Can I move tomorrow's delivery from the morning to the evening? Something's come up at work.
No one turned up in my seven to nine window last night. I waited in the whole time. What happened?
Are there any slots left for Saturday? All I can see on the app are Sunday afternoons.
I need to change my delivery to Friday, as I'll be away on Thursday. Is it too late?
The driver came an hour before my booked window and I was still at work. The bag was taken away again.
How far in advance can I book a Christmas delivery? I'd like to get one before they sell out.
The delivery was meant to be between ten and twelve. It's now two o'clock and the tracker hasn't moved.
Could I have a narrower time window? Two-hour slots are hard for me with the school run.
I booked the wrong day by mistake. Could you switch my order to Wednesday, same time?
My window was one to three, but the driver only arrived at half five. I'd like a refund of the delivery charge.
Is it possible to book the same slot every week without having to do it manually?
We're going on holiday next week, so please cancel the regular Tuesday delivery just for that week.
Your app let me choose an evening slot and then told me it was no longer available after I'd paid. Which window do I actually have? I've had no email either.
Could the driver come after six? I won't be home until then and I don't want my shopping left outside.
I missed the delivery yesterday because I was in the garden and didn't hear the bell. Can I rebook it for today?
Anything earlier than eight? I start work at half past.
The text said my driver was ten minutes away. An hour later, still nothing. Is the order still coming today?
I'd like to bring forward my delivery by a day if there's space. Thursday instead of Friday?
Why is Saturday morning always full? I've been checking for three weeks and can never book one.
Please extend my delivery pass. I'd like to keep the free weekday evening slots for another month.
My order is booked for Monday but I now need it by Sunday for a family lunch. Can it be moved?
The driver called to say he'd be late, but didn't say how late. Can you tell me when to expect my shopping?
I've been charged for a missed delivery, but I was home all day. Nobody knocked. I'd like a refund of that charge and a new time tomorrow.
Is it cheaper to choose a midweek slot? The prices for Saturday seem higher than last month.
My shift has changed. Can I swap the regular Wednesday morning delivery to Wednesday evening from now on?
Hi, I'm a new customer. How do I reserve a delivery time before I've finished my shopping list?
The delivery slot I booked shows as cancelled in my account, but I never cancelled it. Please reinstate it.
I'll be at the hospital until four on Thursday. Is there anything later than the slot I've got?
The driver arrived at six, in my window, but rang once and left within a minute, bags and all. Could he come back?
Could you deliver on a Sunday? The app only shows weekdays for my postcode.
Our old slot was cheap and early. Now the earliest one is eleven and it's twice the price. Is that right?
We booked an evening slot so someone would be in, but the van turned up at lunchtime.
Your website won't let me change the day of my order, only the items. How do I change when it comes?
Please could the driver wait a few minutes? I'm booked for this afternoon and I'm slow on the stairs.
I have to be out unexpectedly between two and four. Could my delivery come after four instead?
Last time my order was delivered a day late with no warning. Is tomorrow's still on schedule?
I accidentally booked two slots for the same order. Please cancel the Friday one and keep Thursday.
Is there a fee for changing my delivery time? I need to move it by about two hours.
Would you be able to deliver before nine tomorrow? It's my mum's birthday and I need the cake early.
Can I book a delivery for my elderly neighbour on my account, at a time when her carer is there?
The driver didn't come at all yesterday and nobody called me. When will my order be delivered now?
Could I switch to an unattended delivery window? I'm out all day, and the porch is safe for the bags.
My booked hour passed without a knock. The tracker now says 'rescheduled'. To when?
What's the latest delivery time you offer on weekdays? I'd like to book the last one if possible.
I keep getting evening slots offered when I've asked for mornings. Is there a setting I'm missing?
""",
}

# A reply to a charity's request for volunteers: what the reply does. `signup` offers to help
# (with or without conditions, sometimes with a small question too); `decline` cannot help this
# time (however warmly put); `ask` asks for information before deciding.
VOLUNTEER = {
    "signup": """
Count me in for the food bank sorting on Saturday. I'll be there from nine until about one, and I'll bring my own gloves.
Happy to help with the riverside litter pick. Put me down for both days of the weekend if you're short.
I saw your email asking for drivers. I have a car and a clean licence and can do Tuesday and Thursday mornings, starting next week if you like.
Yes please! I'd love to join the befriending scheme. I'm retired, live alone myself and know how long the days can feel, so I have plenty of time for a weekly phone call or a visit. Just tell me who to contact and when I can start.
Please add my name to the fun run marshal list. One small thing: is there a meeting point, or should I just find the start line?
I'm able to give you three hours on Sunday at the charity shop, but not the Saturday, as I work. Hope that's still useful.
Put me and my two teenagers down for the toy collection. They need volunteering hours for school, so this is perfect timing.
I'm in. I've never done anything like this before, and to be honest I'm a bit nervous about turning up not knowing anyone, but I'm a quick learner and happy to do whatever is needed, even if it's just making tea and washing up. Put me wherever you're shortest of hands.
Sign me up for the bake sale. I'll make two trays of flapjacks and a lemon drizzle, and I can staff the table for the first hour before I have to collect my son from his swimming lesson.
Put me down for a shift on the helpline, as long as it's an evening one. Weekdays after seven suit me best.
Your appeal for gardeners came at the right time: I've just retired and my own garden is too small. I'd be glad to come along on Wednesdays.
Yes, I can help with the leaflet drop on my street and the two next to it. Where do I collect the leaflets from?
I'd be delighted to help out at the winter shelter. I can do one or two overnights a month, no more, because of my job.
Happy to be a reading buddy at the primary school. I did something similar years ago and really enjoyed it. Thursdays work best for me.
Sorry for the slow reply! Please put me down for the collection buckets at the station on Friday evening. I'm bringing a warm coat this time!
I can help set up the hall for the quiz night and stay to clear away afterwards. I won't be able to stay for the quiz itself, sadly.
My husband and I would both like to volunteer at the summer fete. We can run a stall or help with parking, whatever you need most. We'd need to leave by four to collect our grandson, but we can be there from first thing to help set up.
I'm a qualified accountant and would be happy to look over the charity's books once a quarter, free of charge.
Count me in for the weekend sponsored walk, as a marshal rather than a walker. My knees aren't what they were!
I'll help with the Christmas hampers. I can only come for the packing day, not the deliveries, if that's alright.
Put me on the rota for the drop-in café. Mondays and Fridays are free for me, from ten.
Yes, I'm keen to join the tree planting. Should I bring a spade, or will tools be provided? Either way, I'll be there, and my partner would like to come too.
I'm glad to translate leaflets into Polish for you. Just send them over when they're ready, and give me a week for each.
I'd like to sign up as a volunteer dog walker for the rescue centre. I'm free most weekday afternoons.
I'll happily drive the minibus for the day trip, provided someone else handles the packed lunches. I'm hopeless with sandwiches. I drove coaches for twenty years before I retired, so the route and the passengers won't bother me at all. Happy to do a trial run first.
Please add me to the list for the beach clean on Sunday. I'd like to bring my nephew, he's twelve. Is that alright?
Happy to do some photography at the gala dinner. I have my own camera and can send edited pictures within the week.
I'm available to help with the clothes sorting on Tuesday evenings for the next two months. After that I'm moving.
Sign me up for the phone-round to remind people about the blood donation day. I'll do it from home.
I'd love to help with the homework club. I'm a trainee teacher and could come on Wednesdays after four.
Please put me down for the first aid tent at the festival. I'm trained, my certificate is current until next year, and I've done it for two other events, so I know the drill with sunburn and twisted ankles.
I'll do the weekend shift at the warehouse, both days, as long as I can leave by three on Sunday.
Yes, I'll be your volunteer for the stall at the farmers' market next month. I'll need someone to show me the card reader.
I'm happy to take on the newsletter if nobody else has volunteered. I've done layout work before for a sports club and I still have the software. Just tell me the deadline, who sends me the news, and roughly how many pages you'd like, and I'll have a first issue to you for comments.
Consider me signed up for the community fridge. I can collect from the bakery every Thursday evening on my way home, if that would help.
I can help with the fundraising concert, ushering or selling programmes. My daughter would like to help too, if there's room.
Put my name down for painting the youth club. I can't do ladders, though, so I'll stick to the lower walls.
I'd like to offer my time for the hospital visiting service. I'm free on Saturday mornings. Is there a form I should fill in first?
Happy to be one of your litter pickers this weekend. I have my own bags and a grabber.
Please count me in for the toddler group. I have three grandchildren and a lot of patience.
I'll help with the refugee welcome meals. I can cook for twenty on the first Friday of each month, and I have a large van if you ever need tables or chairs moved across town beforehand.
Put me down for the sponsored silence. I'll also ask my colleagues to sponsor me, so expect a few pounds.
I'm a retired electrician and can check the hall's wiring for you, if that's the sort of help you're after. Just let me know a day when the hall is empty, and I'll give you an honest list of anything that needs a professional with a current certificate.
Yes, I'll help with the school uniform swap on Saturday. Can I drop off donations the evening before?
I'm happy to mentor a young person for the year. I've cleared my Tuesday evenings for it. I grew up in care myself and had a mentor who made a real difference, so this means a lot to me. Whatever training you need me to do first, I'll do it.
I would be glad to be a steward at the weekend carnival. Please send me the details of where to meet.
Add me to the list for the spring clean of the allotments. I might be a bit late, around eleven.
I can help with the warm space on Wednesday afternoons. I'll bring board games and a flask. I'm not much of a talker, but I'm a good listener and I make a decent pot of soup, so if the kitchen ever needs a hand I'm happy to do that instead of sitting with people.
Sign me up as a driver for the hospital runs. I can help on any weekday except Monday.
I'll take on the collection tin at the garden centre for the Saturday. Do I need a badge or anything to show I'm with you?
""",
    "decline": """
I'd love to help at the food bank on Saturday, but I'm working that weekend. Please keep me in mind for the next one.
Sadly I can't make the litter pick this time. My son has a football tournament all day, two towns away, and I'm one of the drivers for the team. I hope it goes really well and that the weather holds for you.
Thank you for asking me to drive for you. I've just had an operation and can't drive for six weeks, so it would have to be a no for now.
I'm so sorry, but I'll have to say no to the befriending scheme. I've started caring for my mother, who had a fall in the spring, and between her and the children my spare time has gone. Please do keep my details for when life settles down.
What a lovely idea for an event. Unfortunately I'm away visiting family that week, so I won't be able to help.
I wish I could join the fun run marshals, but my knee won't take standing for hours. Good luck, and I'll sponsor someone instead.
I'm afraid the charity shop rota doesn't work with my new shifts. The best I can do is donate clothes; I'm unable to give my time right now.
I would have loved to help with the bake sale, truly. But with a newborn in the house, baking is beyond me at the moment, and so is getting anywhere on time. I'll be there as a customer with the pram, though!
Please take me off the list for evening helpline shifts. I'm studying for exams and can't spare the hours until summer.
Thank you for thinking of me for the gardening group. I've moved out of the area, so it isn't practical any more, but I wish you well.
Can't make the leaflet drop, I'm sorry. I've hurt my back and walking or bending is a struggle this week.
As much as I'd like to help at the winter shelter, I couldn't manage overnight shifts with my early starts. Sorry to let you down.
I'd be happy to help another time, but not this month. I've got far too much on at work, with a big deadline and two colleagues off sick, and I'm barely seeing my own kitchen. Keep sending the appeals, though, because I do read them, and once this is over I'd like to get involved properly.
Unfortunately I won't be able to do the reading sessions this term. My hours have changed and I'm not free on weekdays any more.
I'd really love to be there for the collection on Friday, but I'm going to a wedding. I hope you raise loads.
I'll have to pass on setting up the hall. I'm not allowed to lift anything heavy at the moment, doctor's orders.
We would love to run a stall at the fete, but we're moving house that very weekend. Next year, definitely!
I'm flattered you thought of me for the accounts, but I simply don't have the time to do it properly. Sorry I can't help, but I can pass your appeal to a colleague.
I won't be able to make the sponsored walk, I'm afraid. It's my daughter's birthday and we have plans.
I have to say no to the hamper packing this year. My own family is going through a difficult time.
So sorry, I won't be able to join the café rota. My childcare fell through and I'm needed at home for the foreseeable future.
Thanks for the invitation to the tree planting. I'd be there like a shot, but I'm on holiday that week. Enjoy the day!
Unfortunately my Polish isn't good enough for translating official leaflets. I'd hate to make a mistake, so I'll say no this time.
I'd love to walk dogs for the rescue centre, I really would. But we've just been told we're being moved to another city for my partner's work at the end of the month, and it wouldn't be fair to start something and stop after two weeks. I'll look for a rescue near our new home instead.
I'd have been happy to drive the minibus, but my licence doesn't cover vehicles that size. Sorry about that.
We can't make the beach clean on Sunday. My nephew's got a cold and I don't want to leave him. Good luck with it, rain or shine.
I'm sorry to say I can't do the photos for the gala. I've got another job booked that evening. I would have loved to. Have a wonderful night.
I'm afraid I can't take on anything else. I already volunteer twice a week elsewhere, I look after my granddaughter on Fridays and I'm at my limit. I hope you find enough hands, and I can share the appeal with my friends.
Please don't put me down for the phone-round. I find cold calling very stressful. I'm sorry, and I'll happily donate instead.
I'd have been keen to help with the homework club, but I'm on placement miles away until July.
I'm sorry, my first aid certificate expired last month, so I'm not allowed to staff the tent this time.
I can't make either day at the warehouse this weekend. My car's in the garage and there's no bus or train on Sundays.
I'd love to be at the market stall, but I'm already committed to another charity's event that day.
I really can't take on the newsletter, sorry. I'm hopeless at that sort of thing and I'd only hold you up.
Sorry, I won't be doing the bakery collections any more. My evenings are taken up with my dad now. Thanks for understanding.
I'm afraid I'll have to miss the concert. I'm in hospital for a small procedure the day before. Hope it's a great night.
I'm going to sit this one out, painting isn't my strong suit and I'd make more mess than progress. Good luck with the youth club.
I'd be happy to visit patients in future, but right now I'm recovering from flu and shouldn't be near a hospital.
I can't come this weekend, unfortunately. It's my only weekend off this month and I've promised it to my family, who have been very patient with all the overtime. I'd feel bad breaking that promise, even for a good cause. If you run the same thing next month, I'd be happy to put my name down early.
Sorry, I don't think the toddler group is for me. I'm not great with small children, as my own nieces will tell you, and I think I'd be more of a hindrance than a help. I do wish you well, and if there's ever anything that involves spreadsheets or lifting boxes, I'm your man.
I can't commit to monthly meals, with my hours being so irregular. Some months I'm on nights for three weeks straight, and I'd hate to leave you without a cook at the last minute. I'm sorry, it sounds like a wonderful project.
I have to pass on the sponsored silence. I'm a chatterbox and I'd crack within ten minutes, which would cost you money rather than raise it.
I'm sorry, the hall's wiring is more than I'm allowed to certify now I'm retired. I'd rather not risk it.
I can't help with the uniform swap this Saturday, unfortunately, as I'm working. I can drop off some old jumpers, though.
I don't think I'm in a position to mentor anyone at the moment. Life's a bit chaotic: new job, house sale, no evenings. A young person deserves someone reliable, and right now that isn't me. Please ask me again next year, when I hope things will have calmed down.
Sorry, I can't steward the carnival. I'll be out of the country. Happy to help at the next event if I can.
I'm afraid the allotment clean-up is the same day as my final exam, and I can't move it. I'd have loved to get my hands dirty after weeks of revision indoors. Wishing you fine weather and lots of volunteers.
I'll have to say no to the warm space for now. My own mum needs me on Wednesdays.
I would love to do the hospital runs, but my car is off the road for a while. Sorry I can't help at the moment.
Thanks for the email. I'm sorry to say I won't manage the collection tin at the garden centre. I've got a family event on Saturday.
""",
    "ask": """
Before I commit to the food bank shifts, could you tell me how long each one lasts and whether I'd be lifting heavy boxes?
I'm really keen on the litter pick! Is it suitable for a seven-year-old? My daughter keeps asking.
What sort of car do I need for the driving role? Mine is a small two-door, and I'm not sure it's big enough.
I'd love to know more about the befriending scheme. How often would I need to visit, and is there any training first? I'm also wondering whether I'd be matched with someone nearby, as I don't drive. I'm keen, I just want to be sure I can do it properly before I say yes.
Is there parking near the start line for the fun run marshals? That's the deciding factor for me.
How many hours a week are you hoping charity shop volunteers can give? I'm interested, but I don't want to overpromise. I have two school-age children, so I could do mornings in term time but not the holidays. Would that still be useful, or do you need people who can commit all year round?
Do you need a background check for the toy collection? I'd be happy to get one, I just want to know before I apply.
Sounds like a great cause! Could you tell me what a typical shift at the shelter involves, so I can work out if it's for me? Would I be cooking, talking to guests or mainly cleaning, and is anyone experienced on each night?
Does the bake sale need things made without nuts? I'd like to bake, but I want to check the rules first.
For the helpline, is it possible to do shifts from home, or is it all at the office?
Is the gardening group only on weekdays, or is there anything at the weekend? I work full time in an office and would love some time outdoors, but I can't take leave for it every week. Would a Saturday now and then be any use?
How many leaflets are there to deliver, roughly? I'd need to know how long it'll take before I say yes.
What's the minimum age for volunteers at the winter shelter? My son is sixteen and keen to help.
I'm interested in the reading buddy role. Would I be working with the same child each week, or different ones?
Sorry if this is covered somewhere, but can I ask what time the collection at the station starts and ends? I'd like to help if it fits around my train.
Would I be able to help set up the quiz night if I can only arrive at six? Or is that too late to be useful?
Happy to think about a stall at the fete. Do stallholders have to bring their own table and gazebo?
What exactly would looking at the accounts involve? I'm an accountant, but my time is limited and I'd like to know the scope before I agree to anything. Is it a quick check of the year-end figures, or something more like keeping the books every month? I'd be happy to help if it's the former.
Is the sponsored walk suitable for wheelchair users? I'd love to take part if so.
Before I volunteer for hampers: are the deliveries all done by car? I don't drive, sadly.
Could you tell me more about the drop-in café? Who comes in, and what would I be doing?
For the tree planting, what kind of clothing should I wear, and is it likely to be muddy? Just planning ahead.
How many languages are you looking for in the translation team? I speak Spanish and some Italian. Would that help?
How do the dog walks work? Do I collect the dogs from the centre and bring them back, or meet someone at a park? I've never owned a dog, so I'd want to know whether there's an introduction session first, and whether I'd be given the calmer dogs to start with. It sounds lovely.
Is my normal licence enough to drive the minibus, and how many passengers does it carry?
What happens at the beach clean if the weather's bad? I'd hate to drag the kids out for nothing.
For the gala photography, do you want posed group shots, or more natural pictures during the evening?
Is volunteering at the clothes sorting a regular commitment, or can I come when I'm free?
Would the phone-round be calls to people who've already signed up, or to strangers? I'm happy either way, I'm just curious.
How old do the children at the homework club tend to be? I'm better at maths than at English, if that matters.
What first aid qualification do you require for the festival tent? Mine is a basic workplace one.
Are there any weekend roles at the warehouse that don't involve lifting? I have a bad back but I'm very keen.
Would I be on my own at the market stall, or with someone who has done it before?
How often does the newsletter go out, and how long does each one usually take to put together?
Where would I collect from for the community fridge? The bakery in the centre is a long way from me.
Is the fundraising concert suitable for volunteers who aren't very mobile? I'd love to help, but I use a stick.
What sort of paint are you using for the youth club? I'm asthmatic and some fumes get to me.
How much time does the hospital visiting service usually ask for each week, and is there a minimum length of commitment?
Will gloves and grabbers be provided for the litter pick this weekend? I'd rather not buy my own.
Does the toddler group need volunteers with any particular experience? I have none, but I'm happy to learn.
For the refugee meals, do you cater for particular diets, such as halal or vegetarian? I'd want to know before offering to cook, and whether the kitchen has a large oven or whether I'd be cooking at home and bringing it in.
Can you explain how the sponsored silence works? How many hours does it last, and do people sponsor per hour?
What would the hall's electrical check involve exactly, and does it need a certificate at the end?
How would the uniform swap work on the day? Do you need help sorting beforehand or just on the morning?
What's the time commitment for mentoring? I'm keen, but I travel a lot for work, and I want to be sure I can keep it up. Could sessions happen by video call when I'm away, or does it need to be in person every time? I'd hate to start and then let a young person down.
Is stewarding the carnival a whole-day job, or are there shorter shifts? That would help me decide. I'd also like to know whether stewards get any briefing beforehand, as I've never done crowd work before.
Roughly how many people are coming to the allotment clean-up? I'd like to bring a friend, if there's space.
Who comes to the warm space, generally? I want to make sure I'd be the right fit. I'm in my twenties and wonder whether older visitors would want to chat with someone my age, or whether I'd be better in the kitchen. I'm free most Wednesdays, so it's really just about whether I'd be useful.
If I sign up as a hospital driver, would I be covered by your insurance, or do I need to tell my own insurer? I'm also not sure about mileage: do you pay expenses, and is there a limit on how far the trips go? I'm very willing, I just want it sorted first.
How long would I need to stand with the collection tin? Would there be a chair, or is that a silly question?
""",
}

SETS = {"dentist": DENTIST, "grocery": GROCERY, "volunteer": VOLUNTEER}
