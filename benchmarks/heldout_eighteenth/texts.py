"""The eighteenth round of held-out sets, written by hand: one text per line under its label (see
README.md). Three sets: messages from parents to a children's swimming school (35 to 90 words),
messages to a house removals firm (8 to 30 words) and residents' responses to a town council's
plan to close a shopping street to cars (15 to 45 words).
``python3 benchmarks/heldout/write.py heldout_eighteenth`` writes them as JSON."""

# A message from a parent to a children's swimming school: the writer's own overall view of the
# school. `positive` pleased (including a worry or mistake that was handled well); `negative`
# displeased (including complaints that open politely or end with thanks); `neutral` neither:
# requests, questions and updates, even when they carry courteous praise.
SWIM = {
    "positive": """
Hello, I just wanted to let you know that my daughter swam her first width on Saturday without the float. Six months ago she screamed if water touched her face, and her teacher has been so patient, week after week, never pushing her. She talked about it all the way home and made us ring her grandad. Thank you.
Hi, my son has autism and loud echoing pools have always been too much for him. When I explained this at sign-up I expected a polite no. Instead you offered the quieter early slot, let him visit the poolside first just to look, and his instructor uses the same few words every lesson. He now asks on Sunday night whether it is swimming day yet. I can't tell you what that means to us.
Dear all, last term I was charged twice for the same block of lessons and sent a fairly grumpy email about it. The office replied within the hour, apologised, and the refund was back in my account two days later. I wish every company handled mistakes like that. Sorry for the grumpy tone!
Good evening. Both my girls passed their stage four badges this week and they are over the moon. The lessons are well organised, the groups are small enough that each child gets attention, and the teachers actually tell parents what to practise on family swims. Very happy customers here.
Just a quick note to say the new viewing gallery is a big improvement. I can finally see my son's lesson without pressing my nose to a steamy window, and the benches are a lot more comfortable than standing. He loves waving at me after every length.
Hi, I was worried about moving my daughter up to the deep end group because she is small for her age and not very confident. Her new teacher spent the first lesson just playing games along the side until she relaxed, and by week three she was jumping in. Great judgement on your part, thank you.
Hello there. My little boy swallowed a lot of water in his lesson on Tuesday and was very upset. The lifeguard was beside him in seconds, the instructor sat with him until he calmed down and then rang me that evening to check he was all right. I was impressed by how calmly it was all handled.
Dear swim school, we have been with you for five years across three children and I have never once had to chase anything. Lessons start on time, changes are explained in advance and the teachers remember every child's name. Our youngest starts in September and we wouldn't go anywhere else.
Hi, I had to cancel three weeks in a row when my husband was in hospital and I assumed we'd simply lose those lessons. Your receptionist offered catch-up sessions in half term without me even asking. It was one less thing to worry about at a very hard time, and I'm grateful.
Morning! My daughter did her first proper length of front crawl today and her instructor made such a fuss of her, clapping from the side. She's usually the child who hangs back, and she walked out to the car about two inches taller. Whatever you're doing, please keep doing it.
Hello, I was sceptical about paying extra for the one-to-one lessons but it has been worth every penny. My son had been stuck on the same badge for a year in group classes. After six private sessions his breathing is sorted and he passed last week. Well done to his teacher.
A short message to say well done on the holiday crash course. Five mornings in a row sounded a lot for a seven year old but the teachers kept it fun, with a different game every day. She went from doggy paddle to a proper backstroke. Worth it.
Hi, when my daughter's lesson was cancelled because the pool had to be closed, I got a text an hour before, a clear explanation and a free extra lesson added at the end of term. Things go wrong, that's life, but I appreciated being told straight away and not turning up to a locked door.
Dear team, I've seen a real change in my son since he joined the squad. He used to give up on anything hard. Now he gets up early on Saturdays without complaint and the coach has taught him to set small targets. He's more confident at school too. Thank you for more than just swimming.
Good afternoon. I wanted to praise the changing rooms. After the refit they are clean, warm and there are family cubicles, so I'm not wrestling a wet toddler in a corridor any more. It sounds small, but it makes the whole morning so much easier for parents like me.
Hi, my daughter had a meltdown at the poolside on her first day and refused to get in. Her teacher let her sit with her feet in the water for the whole lesson and didn't make a big deal of it. The next week she got in on her own. Such a kind way to handle it.
Hello, just to say your booking system is the easiest I've used for any of the kids' clubs. I moved both children to a new day, paid for the term and downloaded the timetable in about three minutes on my phone. Much appreciated.
I'm writing to thank the teacher who runs the Thursday beginners. My son is deaf and she learned a few signs for him before his first lesson. He has never had a teacher do that before without being asked. He adores her and is making brilliant progress.
Dear office, I was cross last month when my son was moved groups without warning, and I told the receptionist so. The head teacher rang me the next day, explained why, and agreed to move him back for a trial fortnight. In the end he's flourishing in the new group, but it mattered that you listened.
Hi all, we joined after leaving another school where my daughter made no progress in two years. In one term with you she has learned to float, to tread water and to swim ten metres. The difference is that your teachers are actually in the water with the little ones. Thanks so much.
Hello, I know it was only a small thing, but my son left his goggles and a towel behind and they were bagged up with his name on the next week. He loses everything, so this was a nice surprise. The whole place just feels well run and friendly.
Good evening, I'd like to say how impressed we were by the end-of-term gala. It was well organised, every child got a certificate, and the teachers cheered every swimmer, even the ones coming in last. My daughter came fifth out of six and still thinks it was the best day ever.
Hi, my son is a nervous boy and had a bad experience at school swimming where he was told off in front of everyone. I was dreading trying again. His instructor here has been warm, encouraging and never raises her voice. Last week he asked if he could stay for the family swim afterwards. Amazing.
Just a note to say thank you for the free trial lesson. It let us see whether my daughter was ready before we committed to a whole term, and the teacher gave me honest feedback afterwards rather than a sales pitch. We've signed up and she can't wait.
Dear swim school, my child has eczema and I was worried about the chlorine. The staff pointed out the showers with filtered water and let her wear a long-sleeved swimsuit without question. Her skin has been fine and she loves every minute of her lessons.
Hello, I wrote to you in the spring about the price rise and said we might leave. You replied explaining the costs and offered a sibling discount we hadn't known about. We stayed, and I'm glad we did, as both boys are doing so well now. Fair play to you.
Hi, I had a wobble about whether my five year old was ready to move from the parent-and-child class to lessons on her own. Your coordinator talked it through with me on the phone for twenty minutes, suggested a halfway step and checked in after the first week. Couldn't have asked for more.
Hello, just back from watching my son's assessment. The teacher explained exactly what he did well and what he needs for the next badge, in words an eight year old understands. He came out with a plan rather than a sulk. Lovely to see.
Dear team, our family has used your lessons since my oldest was a baby. She is now a lifeguard herself, and she tells everyone she learned from you. I thought you'd like to know you made a swimmer for life.
Hi there, my daughter missed a lot of lessons after breaking her arm, and I was sure she'd be moved down. Instead her teacher gave her a little programme to catch up and she stayed with her friends. She's back to her old self in the water. Thank you for being flexible.
Good morning. The parking used to be a nightmare on Saturdays and I'd nearly given up. Since you staggered the start times I can actually find a space and get my son in on time. Whoever thought of it deserves a medal.
Hi, my son was terrified of putting his face in the water. His teacher gave him a set of sinking toys to fetch and turned it into a treasure hunt. Three weeks later he is diving for them off the side. We're so pleased.
Hello, I'm not normally one for writing in, but the Sunday teacher for the toddler class is brilliant. She sings, she's calm, and she makes nervous parents feel at ease too, which counts for a lot when you're holding a slippery baby. We look forward to it all week.
Dear office, I queried my invoice because the sibling discount was missing. You sorted it the same afternoon and sent a corrected invoice with a note of apology. Quick, friendly, no fuss. That's why we've stayed with you for years.
Hi, I came to the open evening with a lot of questions about safety and ratios. Every one was answered honestly, and I was shown the lifeguard rota without asking. I left reassured and we've booked our twins in. Really good first impression.
Hello, a quick word of praise for the lesson videos you started sending home. My son loves watching himself and seeing what his teacher means by kicking from the hips. We practise together on holiday now. A clever idea.
Hi, just wanted to say thank you to the teacher who stayed after the lesson ended to help my daughter finish her badge swim because the clock ran out. Ten extra minutes on a Friday evening, and it meant the world to her.
Good evening, my son has had four different teachers in a year and I was beginning to worry. But the new one has been with him since January, the handover notes were clearly read, and he's settled. I'm glad it has worked out so well.
Dear all, my mother brings my children on Wednesdays and she has arthritis. Your staff always hold the door and carry the bag to the gallery for her without being asked. She says you are the friendliest place she goes all week. Small kindnesses add up.
Hi, I was nervous about the adult and child water confidence course because I can't swim myself. The teacher was so reassuring with me as well as my son, and by the last week we were both floating on our backs laughing. We've both signed up for more.
Hello, my daughter was recently unwell in the pool and there was a bit of a mess, which she was mortified about. The staff cleared it quickly and discreetly, her teacher made a joke to put her at ease, and nobody made her feel embarrassed. She went back the following week without a fuss.
Hi, we've just moved to the area and your school was the first thing that made the kids feel at home. The teachers are friendly, the group has other children from their new school, and the lessons have given them something familiar in a strange new place.
Dear team, thank you for running the autumn lifesaving course. My teenage son was at a loose end and now he has a qualification, new friends, and is talking about a summer job. The instructors treated the group like young adults. Couldn't be happier.
Good afternoon. I had my doubts about the online progress tracker, as I'm not great with apps, but it is so simple. I can see which skills my son has ticked off and what he's working on next, and it has stopped the nagging questions in the car. Very useful.
Hi, my daughter was being left out by a couple of other girls in her group. I mentioned it quietly at the desk and the teacher changed the pairs the next week without making a fuss of it. She's much happier now. Sensitively done.
Hello, I booked the wrong week for the holiday course and only noticed the night before. I rang first thing expecting to lose the money and your receptionist just swapped it over. Thank you so much for being understanding.
Hi, a very belated thank you for the summer sessions. I meant to write in August. My son could barely swim a width in June and by September he was swimming lengths with his cousins at the seaside. We had a brilliant holiday because of it.
Dear school, my daughter has a fear of deep water after a scare on holiday. The teacher built up slowly, one step at a time, and never rushed her. Last week she swam across the deep end, turned round and waved at me. I had tears in my eyes.
Hello, I just had to share that my son won his first race at the school gala today, and he told his PE teacher it was all because of his swimming teacher on Saturdays. I thought you should know.
Hi, I want to pass on our thanks to the lifeguard on duty last Saturday. My son slipped on the wet tiles by the steps and cut his chin. She had him sitting down with a dressing before I'd even reached the poolside, filled in the accident form with me and checked on him again before we left. He was fine, and we felt well looked after.
""",
    "negative": """
Hello, I hope you are all well. I wanted to raise something politely. For the third week running my son's lesson started ten minutes late because the previous class overran, and it still finished on time. That is a quarter of the lesson gone each week, and we are paying full price for it.
Hi, my daughter has been in the same group for over a year and hasn't moved up once. Whenever I ask, I'm told she's nearly there. Nobody has shown me what she actually needs to do. I'm starting to wonder whether anyone is really watching her in the water.
Dear office, I was charged a cancellation fee for a lesson that you cancelled, not me. I've now emailed twice and rung once and I still haven't had an answer or the money back. I'd like this sorted this week, please.
Good evening. I'd first like to say that the teachers are lovely. But the changing rooms on Saturday were filthy, with hair in the showers, wet paper towels on the floor and a bin overflowing. I don't want my children getting changed in that, and I don't think I'm being fussy.
Hi, I'm really disappointed. We were promised a maximum of six children per teacher when we signed up, and last week I counted eleven in my son's group. He spent most of the lesson holding onto the side waiting for a turn.
Hello, thank you for the reply to my last email, but it doesn't answer my question. I asked why the fees have gone up by a fifth in one year while the lessons have been cut from forty minutes to thirty. Being told costs have risen is not really an explanation.
Dear swim school, my son came home on Tuesday saying his teacher had shouted at him and called him lazy in front of the group. He's seven, he's nervous, and he now says he never wants to go back. I'd like to know what you intend to do about it.
Hi, your booking system crashed on the night the new term opened and by the time it came back every slot we could make was full. We've been with you for three years and now we're on a waiting list. It feels like loyalty counts for nothing.
Good morning. I wanted to let you know that the water in the small pool was freezing again on Sunday. My daughter was blue and shivering after twenty minutes. I mentioned it at the desk and was told the heater was being looked at, which is what I was told a month ago.
Hello, I'm afraid I have to complain about the lifeguard cover in the Friday session. Twice now I've looked down from the gallery and seen the lifeguard chatting on his phone while children were in the deep end. It's not good enough. Thanks for reading.
Hi, we have had four different teachers since September. Every time my son gets used to one, she leaves and he starts again from scratch. I understand staff move on, but nobody even tells us until we turn up and see a stranger in the water.
Dear team, I was told at the assessment that my daughter would move up to stage three this term. She didn't, and when I asked why, the teacher had no record of the assessment at all. She was heartbroken. Please get your paperwork in order.
Hi, I'd like to thank the receptionist for listening, but I'm still unhappy. My son was left waiting at the poolside for fifteen minutes after his lesson because nobody walked him back to the changing rooms. He's six. Anything could have happened.
Hello, the parking situation has become impossible. I've been late to three lessons this month and each time the teacher has refused to let my daughter join in once the warm-up has finished. So I pay, drive, queue and she sits on the bench. Something has to change.
Good afternoon. I hope this doesn't come across the wrong way, as we've been happy here for years, but the new timetable is a disaster for working parents. Every beginners class is now at four o'clock on a weekday. You've effectively pushed us out.
Hi, I asked for a refund for the holiday course a month ago when my son broke his wrist. I sent the doctor's note as requested. Since then, nothing. No reply, no refund, no apology. I'm now considering going to my bank.
Dear all, the viewing gallery has been shut for six weeks for repairs and parents are told to wait in the car park. In the rain, with younger siblings, for forty minutes. Nobody has said when it will reopen. It really isn't acceptable.
Hello, my daughter picked up a verruca and an ear infection in the same month, and other parents in her group say the same. I'd like to know how often the pool is cleaned and tested, because from the state of the tiles it doesn't look like often.
Hi, I don't like writing emails like this. My son has special needs, which I explained in detail when he joined. His new teacher clearly hasn't been told any of it and keeps putting him in the middle of a noisy group. He came out in tears. Thank you anyway for your time.
Good evening, once again the Thursday lesson was cancelled at the last minute with a text sent twenty minutes before it started. We were already in the car. That's the fourth time this term. A credit at the end of term doesn't make up for wasted evenings.
Dear school, the badge system has become a money-making exercise. Every badge costs extra, the certificates arrive months late, and my daughter was told she couldn't do her test because I hadn't paid for the booklet. She's eight, she doesn't understand any of this.
Hi, thanks for the newsletter, but I'd rather you answered my emails. I've written three times about moving my son to a weekend class and haven't heard a word. Meanwhile the weekday slot means he misses football every week.
Hello, I'm afraid the standard of teaching in the Wednesday improvers has dropped. The teacher stands on the side looking at her clipboard and the children float about doing nothing for most of the session. My son says it's boring, and I can see why.
Dear office, I was shocked to find out from another parent that the teacher my daughter has been with since January isn't actually qualified yet. She's lovely, but that's not what I'm paying for. Why weren't parents told?
Hi, the changing cubicles are too few, the lockers are broken, and last week my son's shoes were taken while he was in the pool. When I reported it, the person at the desk just shrugged. I expected at least some help looking.
Good morning. I'd like to raise a concern about the family swim after lessons. Adults are doing lengths through the area where small children are splashing, and there is nobody to keep them apart. My daughter was kicked in the face on Saturday.
Hello, I hope you had a good summer. Sadly ours wasn't helped by the crash course we booked. Two of the five days were cancelled because there was no teacher, we were given no refund, and the lessons that did run were half the length advertised.
Hi, I'm writing to express disappointment with how my complaint was handled. I raised a problem about my son being bullied by another child in his lesson, and I was told it was a matter for the parents to sort out between ourselves. I expected better from you.
Dear team, the new online portal is awful. I can't see which lessons my children have left, the payment page crashes, and I was charged for a class we'd already cancelled. I've spent longer on the phone to you this month than my kids have spent in the pool.
Hi, I'm not happy at all. We were told the lessons would be in the main pool once our son reached stage five, but for months they've been squeezed into two lanes of the teaching pool with a club training beside them. It's cramped and he's learning nothing.
Hello, please could someone explain why my daughter was marked absent for three lessons she attended? I was then sent a warning that her place might be given away. I've got the photos from the gallery to prove she was there. Thanks in advance.
Good evening. I want to say first that your Saturday teachers are wonderful. Unfortunately the Monday ones are not. My son's teacher on Monday is often late, rarely in the water, and spends the lesson chatting to the lifeguard. It's like two different schools.
Hi, the price of the annual membership went up without any notice, and I only found out when my card was charged. I was never asked to agree to the new amount. I think that's quite sneaky, frankly, and I'd like the difference back.
Dear swim school, my son has been made to swim without his goggles for the last three lessons because his teacher says he relies on them. He has sore eyes every time and now dreads Tuesdays. Nobody asked me before changing this.
Hello, I'm very sorry to have to write this, because my daughter loves swimming. But I was appalled at the way the teacher spoke to a crying little girl in the lesson before hers, telling her to stop being silly and get in. That's not how you treat a frightened child.
Hi, your summer lesson packages sold out in under an hour, and loyal families weren't given any priority at all. I was online the minute it opened and still couldn't get a single slot. What is the point of being a member?
Good afternoon. The showers have been cold for weeks now. It's winter, the kids come out of the pool shivering and then have to rinse off under freezing water. I've mentioned it twice at the desk. Please fix it.
Hi, we've been waiting nine months for a place in the disability-friendly class. Every time I call, I'm told we're near the top of the list, and then the list seems to reset. My son is losing the confidence he had. I'm very frustrated.
Dear all, thank you for the birthday card for my son, it was a nice touch. But I'd rather you spent that effort telling me why his lesson keeps being merged with the older group, where he's far out of his depth, quite literally.
Hello, I paid for a full term of private lessons and the teacher has cancelled five of the ten. The make-up sessions offered are at times that don't work for anyone with a job. I want a refund for the lessons that haven't happened.
Hi, I was told on the phone that my daughter could bring her younger brother to watch. When we arrived we were turned away because under-fives aren't allowed in the gallery. So she swam on her own and I waited outside with a toddler in the cold.
Good evening, my son was given the wrong badge at the end of term, one he hasn't even attempted yet. When I pointed this out, I was told to keep it anyway. It makes me question how closely anyone checks what the children can do.
Dear office, after the fire alarm on Saturday the children were led out in their swimsuits and made to stand outside for twenty minutes in November with no towels. I understand the alarm wasn't your fault, but the planning clearly wasn't there.
Hi, I was pleased to get a call back so quickly, but not with what I heard. Apparently the group size rule I was promised was only ever a guideline. That's not what the website says, and it's not what I signed up for.
Hello, the lessons themselves are fine but the communication is dreadful. Timetable changes go out on social media, which I don't use, and the emails arrive after the change has happened. We've turned up to an empty pool twice now.
Hi, I feel we've been messed around. My daughter was moved to a later class with a teacher she doesn't know, in the middle of term, so that a new family could have her old slot. Nobody asked us. She cried all the way home.
Dear swim school, I'd like to complain about the music in the pool hall. It's so loud the teachers have to shout and my son, who has hearing aids in when he's not swimming, can't follow any of the instructions. He just copies the others and guesses.
Hello, sorry to bother you with this. My son was in the shallow end when an older boy from the club session pushed him under. The lifeguard saw nothing and the teacher told me boys will be boys. I'd appreciate a proper response this time.
Hi, a quick note to say we won't be renewing. Lessons here were good once, but this last year has been a string of cancellations, new teachers and price rises, and nobody ever explains anything. My kids deserve better for what we pay.
Good morning. It's the second time this year the pool has been closed without warning for a private party on a lesson day. We only found out on arrival. If you can tell the party in advance, surely you can tell the parents too.
""",
    "neutral": """
Hello, thanks so much for all your help this term, the teachers have been lovely. Could you tell me whether there's space in the Saturday morning stage two class from January? My daughter is currently on Wednesdays but I'm changing jobs and won't be able to bring her midweek.
Hi, my son has a grommet fitted in his left ear next month. Is it all right for him to carry on with lessons afterwards if he wears earplugs, or would you need a letter from the doctor first? We'd rather not miss more than we have to.
Dear office, please could you send me a receipt for the autumn term? My employer runs a childcare scheme and they need it by the end of the month. Both children are on the account under my name.
Good morning, we really enjoyed the gala last week, it was a lovely afternoon. I wanted to ask whether there are any plans for a club or squad for children who want to swim competitively, as my daughter has caught the bug and keeps asking.
Hi, just to let you know we have a new email address and phone number. Could you please update the account? The old email will stop working at the end of the week, so anything about lessons should come to the new one.
Hello, my twins are turning four in March. At what age can they start lessons without a parent in the water, and do they need to be assessed first? We've been doing the parent-and-baby class with you since they were tiny and they love it.
Hi there, I'm afraid my son won't be at his lesson next Tuesday as we're away for a family funeral. I know there's no refund for absences, that's fine, I just didn't want his teacher waiting for him.
Dear swim school, is it possible to pay for the term in two instalments instead of one? Money is a bit tight this month after Christmas. We've always been really happy with the lessons and I'd hate to drop out.
Good afternoon. My daughter is registered as having asthma. Her inhaler is kept in her bag in the changing room. Should I give it to the teacher at the start of each lesson instead, or is there somewhere on the poolside where it can be kept?
Hi, thanks so much for seeing my son for his assessment on Saturday, the teacher was very kind. Could you tell me which group he's been placed in and what time it starts? I didn't catch it at the time as his sister was having a meltdown.
Hello, I'd like to cancel our membership from the end of this term, please. We're moving away for my husband's work. The children have had a great time with you and we'll look for somewhere similar near our new home.
Hi, does the school run lessons for adults? I never learned to swim as a child and after watching my daughter's lessons every week I'd quite like to try. Something in the evenings would be ideal.
Dear team, my son's teacher has been wonderful, and I really appreciate how much progress he's made. I wanted to ask whether the one-to-one lessons can be booked in blocks of five rather than ten, as we'll be away for part of the summer.
Good evening. Could you let me know what my daughter should bring for the lifesaving badge? She's been told she needs to swim in clothes, but I'm not sure whether that means pyjamas, a t-shirt, or something heavier.
Hi, my son is having surgery on his knee in a few weeks and will be out of the water for around two months. Can we pause his place rather than lose it? I'm happy to send the letter from the hospital.
Hello, quick question about the holiday crash course. Is it suitable for a child who can already swim a width, or is it aimed at complete beginners? The website isn't clear and I don't want her to be bored.
Dear office, I'm writing on behalf of my elderly father, who brings our children on Thursdays. He uses a wheelchair. Is there step-free access to the viewing area, and is there a disabled parking space near the entrance?
Hi there, you were all so lovely to my daughter last week when she was upset, thank you. Just wondering whether it would be possible to have her moved to the same group as her cousin, as they'd like to swim together and it would save us two trips.
Good morning. My son is being bullied at school and his counsellor suggested swimming as something to build his confidence. Do you have any small groups or quieter classes that might suit him? He's eleven and has never really swum.
Hello, I filled in the medical form for my daughter but forgot to mention her nut allergy. It shouldn't matter much in a pool, but I'd like it added to her record in case of a snack at the gala or anything like that.
Hi, could you tell me whether parents can watch from the poolside for the toddler classes, or only from the gallery? My little one is nervous and I think she'd settle better if she could see me.
Dear swim school, please could you confirm the dates for the spring term? I need to book time off work for the first lesson as my son is starting in a new group and I want to be there for it.
Hi, we're expecting a baby in May and I'm thinking ahead. From what age do you take babies in the water, and is there a class where I could bring the baby and my four year old at the same time?
Good evening. My daughter has been invited to try out for the school swimming team and they've asked for a note of her current level from her swimming teacher. Would someone be able to write a couple of lines?
Hello, thanks again for being so accommodating over the last year, it's always appreciated. I wanted to check when the next stage five assessment is, as my son has been working hard and is hoping to be ready.
Hi, is there a discount for children whose parent works for the council? A friend mentioned it but I can't find anything on the website. If not, no worries at all, we'll carry on as we are.
Dear office, I'm afraid I have to let you know that my son's grandmother, who usually collects him, has passed away. From now on he'll be picked up by my sister. Could you add her name to the list of people allowed to collect him?
Good afternoon. What's the policy on bringing a younger sibling to watch? My toddler is usually good but occasionally noisy, and I don't want to disturb the lessons or the other parents. I'm happy to sit in the café instead if that's better.
Hello, I wondered whether you ever need volunteer helpers at the gala or other events. I'm home during the day and would be happy to lend a hand with timing or handing out certificates if that's useful.
Hi, my daughter has started her period and is worried about swimming. Is there a female teacher she could talk to, or could she sit out a lesson without losing her place? She's too embarrassed to ask herself.
Dear team, I really appreciate all the effort your teachers put in, my son talks about them constantly. Can I ask how the waiting list for the squad works? He's been on it since the summer and is keen to know roughly when he might get a place.
Good morning, we're thinking about joining but I'd like to come and see a lesson first. Is there a day I could pop in and watch from the gallery with my son, so he can get used to the place before his first go?
Hi, just to let you know my daughter has had chickenpox and the doctor says she's fine to swim again from next week. She's missed two lessons. Is there any chance of a catch-up, or shall I just bring her back as normal?
Hello, could you tell me whether the Saturday lessons are running over the bank holiday weekend? There's nothing on the calendar either way and I'd rather not drive over forty minutes with three children to find the doors locked.
Dear office, our son has just been diagnosed with epilepsy. It's well controlled, but the consultant says he should always have someone watching closely in water. Can we talk about what that would mean for his lessons?
Hi, I've been asked by a few parents in my daughter's group whether we could club together for an end-of-term present for her teacher. Is that allowed, or do you prefer staff not to accept gifts?
Good evening. My son would like to bring a friend along to the family swim after his lesson. Does the friend need to be a member, and is there a charge for a guest? She's the same age and a decent swimmer.
Hello, thanks so much for such a lovely term, we've enjoyed every minute. Could you send me the link to re-enrol for January? I couldn't find it in the newsletter and I don't want to miss our slot.
Hi, what's the recommended kit for a child moving up into the improvers? I've heard the teacher mention fins and a pull buoy, but I don't know whether we need to buy our own or whether the school provides them.
Dear swim school, my daughter's birth certificate shows a different surname from mine after my divorce. Do you need any paperwork from me for the school records, or is the account under my name enough?
Good afternoon. Is it possible to have lessons on both Saturday and Wednesday? My son is keen to progress faster before our holiday and I'd be happy to pay for the extra sessions if there's space.
Hi, I just wanted to update you that my son now wears glasses. He can't swim in them, of course, but he might not see the teacher's hand signals as well from across the pool. Could his teacher keep that in mind?
Hello, you have always been very patient with my questions, so here's another! Is it safe for my daughter to swim a week after having her ears pierced, or should we wait until they've fully healed?
Dear team, I'm a teacher at a local primary school and we're looking for somewhere to run swimming for a class of thirty. Do you offer sessions for schools during the day, and if so who should I speak to?
Hi, could I change the name on the account from mine to my husband's? He'll be taking over the bookings and payments from next term while I'm working abroad for six months. Do you need anything signed by either of us?
Good morning. My daughter has been invited to a pool party at your centre next month. Are party guests expected to be able to swim, or will there be staff in the water with the little ones?
Hello, we loved the lesson videos you sent, thank you. Could you send them to my husband's email as well? He works away during the week and would love to watch his son's progress, as he's missed most of the term so far.
Hi, is the pool temperature the same for every lesson? My son feels the cold badly and I'm trying to choose between a morning and an evening slot, so any information about the water in each session would be really helpful.
Dear office, my son has lost a silver chain, most likely in the changing room on Tuesday evening. It was his grandfather's. If anyone hands it in, could you let me know? I've put my number below.
Hello, the new teacher has settled in brilliantly and my daughter adores her. Just one thing: could you tell me whether lessons are still forty minutes from next term, or is it true they're going down to thirty? Other parents have been asking too.
""",
}

# A message to a house removals firm: what the customer needs. `estimate` the price of a move (a
# quote, a survey visit, what changes the price, querying a quote); `packing` boxes, materials, the
# packing and unpacking service, how things should be packed; `storage` keeping belongings in the
# firm's store (space, access, how long, the store's bills, taking things out); `breakage` items
# broken, damaged or lost in a move or in store, and claims for them; `booking` the date and time
# of the move, changing or cancelling it, the crew's arrival, parking and access on the day.
REMOVALS = {
    "estimate": """
Could someone come round to look at our three-bed house and give us a price for moving to the coast in June?
Your quote says two men and a van, but we have a piano. Will that change the price?
Hi, we got your quote yesterday. It's nearly double the other firm's. Is there anything included that might explain the difference?
Rough price for a one-bed flat, third floor, no lift?
Are the boxes included in the price you quoted?
We've decided to leave the garden furniture and the shed contents behind. Can you lower the figure you gave us?
Is a video survey possible instead of someone visiting? I'd like a rough cost before committing to anything.
Would it be cheaper to move on a weekday than a Saturday? We're flexible on the date if it saves money.
Your surveyor said the price would be fixed, but the written quote mentions extra charges for long carries. Which is it?
Can you give us a figure for moving just a sofa, a bed and about twenty boxes to my daughter's new flat?
I'm comparing three firms. Does your price cover insurance, so we could claim if something broke, or is that extra?
What would it cost to add a second drop-off? Some of our furniture is going to my parents' house on the way.
We're hoping to move to the other side of the continent this autumn with a four-bed house and a car. Could someone give us a quote?
If we pack everything ourselves, how much would that knock off the quote?
Hi, the quote mentions a fuel supplement. Is that an estimate, or will it definitely be added?
Could you price up moving a small office? About eight desks, chairs, two filing cabinets and a server rack.
We had a survey last week but nobody has sent the figures yet. When can I expect them?
What's the cheapest way to do a move from a studio flat? I don't have much, just a bed, a desk and some boxes.
Will the price go up if the crew has to carry everything down a long path from the road? Our drive is very narrow.
How much extra would it be for you to take apart the wardrobes and put them back together at the other end?
Your quote was for a three-bed, but we've realised the loft is full. Could you come back and look again?
Can I pay a deposit now to lock in the price, or does the quote change if we move later in the year?
Is there a reduced rate for pensioners? My mother is downsizing into sheltered housing next spring.
The price on the email is different from the one the surveyor wrote down on the day. Could you check it?
How do you work out the cost: by the hour, by the van, or a fixed amount per job?
Would it cost more to move on the last Friday of the month? I've heard everyone moves then.
Can you give me separate prices for the move alone and for the move plus a month in your store?
We'd like to know roughly what a house move would cost before we even put our place on the market.
I need figures for a move with three cats and an aquarium. Do you even take those, and what would it add?
Does the quote include the ferry crossing, or is that something we'd pay for separately?
""",
    "packing": """
The quote's accepted. Could you deliver about forty boxes and some bubble wrap a week before the move so we can start early?
What's the best way to pack a large flat-screen TV if I've thrown away the original box?
Do your crew pack the kitchen on the day, or does that need to be done beforehand?
We booked the full packing service. Will the team wrap the glasses individually, or should I do those myself?
Hi, the wardrobe boxes you dropped off are too short for my long coats. Do you have taller ones?
Can you take back the unused boxes after the move, or are they ours to keep?
Is it all right to leave clothes in the chest of drawers, or do they need to come out?
My elderly father can't pack himself. Could your team do his whole flat the day before we move him?
How should I label the boxes so your crew knows which room each one goes to?
Do you supply the special crates for artwork and mirrors, or are they charged on top of the packing?
I've run out of tape halfway through the books. Could a couple of rolls be dropped round?
Will you unpack at the other end as well, or just unload everything into the right rooms?
Can I leave liquids like shampoo and cleaning products in boxes, or won't your crew take them?
The packers left this morning, but the bedside tables haven't been emptied. Is someone coming back for them?
We're moving abroad next spring and I've heard things are wrapped differently for a container. Does your team do that, and must we list each box's contents?
Should the freezer be empty and defrosted before your team arrives, or can food travel in it?
Is there a limit to how heavy each box can be? I'm packing a lot of vinyl records.
Do you have wardrobe boxes we could borrow, rather than buy, for the move next month?
Hi, a quick question: will the crew pack the garage and shed too, or just the house?
How far in advance should I start packing? We have a four-bed house and two small children.
Could you send paper rather than bubble wrap? We're trying to avoid plastic where we can.
What happens to things I don't want packed, like the boxes going to the charity shop? How do I mark them?
Can houseplants go in the van in their pots?
My partner packed our plates flat and someone said they should stand on their edge. Which is right?
Would it be possible to add unpacking of the kitchen only? I can manage the rest but not all those glasses. I'm happy to pay the price difference.
Do I need to take the legs off the dining table, or will your crew do that when they wrap it?
Can you leave a few extra boxes on the day? We always find a last cupboard full of odds and ends.
How do you pack a grandfather clock? Does the pendulum need to come out first?
Please could the team wrap the sofa in covers? The last time we moved it came out grubby from another firm's van.
Which box size is best for heavy books?
""",
    "storage": """
We're between houses for about three months. Do you have room to keep the contents of a two-bed flat until we complete?
Can I visit the unit to fetch some winter clothes, or does everything have to come out at once?
How much notice do you need before delivering our things out of your warehouse to the new address?
The invoice for keeping our furniture this quarter is higher than last time. Has the rate gone up?
Is the warehouse heated? I'm worried about the piano and some old photographs over the winter.
Our sale has fallen through and we'll need the furniture kept for another two months. Can we extend?
Do you keep items in sealed containers or on open racks? I'd like to know who can get to them.
Could you take our sofa and a few boxes out of store and bring them to my sister's house, leaving the rest with you?
Is there a minimum time for keeping things with you, or could we do just a couple of weeks? We don't have a completion date yet.
What insurance covers our belongings while they're in your store? Would I claim through you or through my own policy?
Hi, we've had our things with you for over a year now. Could we come in and have a look through the boxes?
Can you hold our belongings if we're moving abroad and don't know yet when we'll send for them?
I'm a student. Do you keep small amounts, just a few boxes and a bike over the summer?
Who do I speak to about changing the card used for the monthly payments on our unit? It's not the card I gave when I accepted the quote.
Could our things be delivered back in two loads on different days rather than all at once?
It's been so long that we can't remember what's in our container. Is there a list from when it was loaded that you could email?
Can I add a few more boxes to what you're already keeping for us at the same price, or do I need a second container?
My late mother's furniture is with you. I'm the executor now. What do I need to send to take over the account?
Is there any way to get a few documents out of our boxes at the weekend? We need them for the mortgage.
Do you charge extra to bring everything back out, or is that included in what we've already paid?
Hi, we've finally got the keys. When's the earliest you could empty our container and bring it all to the new house?
Can you keep a car for us while we're abroad?
How long can things stay in your warehouse before you start charging a higher rate?
I'd like to end the arrangement and collect everything myself with a hired van. Is that allowed?
Is your warehouse dry? I've heard things go musty.
The monthly payment for the unit went out twice this month. Could you look into it?
We have a spare bedroom's worth of furniture we don't need yet. Is it worth keeping it with you for six months?
Could the boxes marked for the loft stay with you, while the rest goes to the house on moving day?
Do you allow people to keep garden tools and a lawnmower, or is there a rule about petrol?
What's the process if we want some of our things moved from your store straight to a charity shop?
""",
    "breakage": """
Two dining chairs arrived broken. How do I claim?
The mirror in the hall has a crack right across it that wasn't there before the move. What happens now?
We've unpacked everything and a box of my grandmother's china is missing completely. Could you check the van?
The crew scraped the banister at our new place carrying the wardrobe up. Who pays for the repair?
Hi, the fridge doesn't work since the move. It was fine the day before. Could it have been knocked?
Our sofa came out of your store with a big stain and a tear in the arm. I'd like to know how to claim.
A lamp base was smashed, though the box was marked fragile in big letters. Is it covered?
The back of the wardrobe has split where it was taken apart. Can someone come and look at it?
We found water damage on several boxes of books. They've been in your warehouse since March.
One leg of the piano stool is missing. It was definitely in the van because I watched it go in.
Hi, a picture frame arrived with the glass shattered and the print scratched underneath. What do you need from me?
Our television screen has a line through it. It was packed by your team, not by us, and the packing was in the price.
How long do I have to report damage? We're still unpacking and finding things as we go.
The new flat's door frame has a big chip in it from the move. The landlord is threatening to keep my deposit.
Several of our glasses were broken, but the boxes look fine from outside. Can I still claim for them?
Hi, the claim form asks for receipts, but I don't have them for a twenty-year-old table. What should I do?
My bike came off the van with a bent wheel. Could you tell me how to get it repaired or replaced?
A box of children's toys never turned up. It was number fourteen on the crew's list.
The washing machine is leaking since the move. Could the drum not have been secured properly?
Our wooden floor has deep scratches from where the crew dragged the chest of drawers across it.
We put in a claim for the broken dresser a month ago and haven't heard anything. Can you chase it?
The lid of our antique trunk has come off its hinges. Does your insurance cover old furniture?
The desk arrived, but without its middle drawer.
The crew dropped a box in the driveway this morning and I could hear glass rattling inside. I haven't opened it yet. Do you want to see it first?
Hi, the offer you've made for my cracked marble table is far less than it's worth. Can it be looked at again?
A garden statue was broken in half when we unpacked it. It cost more than the whole quote for the move.
Our bed frame is bent at one corner and the mattress has a tear. Both were wrapped by your team.
A painting came back from your warehouse with mould on the back of the canvas. What can be done?
The kitchen clock we packed ourselves came out in pieces. Are items packed by the customer covered at all?
The dishwasher door hangs loose since it was moved. Could someone check whether it was damaged in the van?
""",
    "booking": """
We'd like to move on the fourteenth instead of the twelfth. Is that date still free?
What time will the crew arrive on the day? I need to get the keys from the agent first.
Our completion date has slipped by a week. Can we push the move back without losing the deposit?
Is there a charge for cancelling the move if our buyer pulls out at the last minute?
Could you confirm which day you've got us down for? I've had two different dates in two emails.
Do I need to get a parking permit for the van outside our flat, or do you sort that out?
Our new road is very narrow and there's a low bridge on the way. Will your large lorry fit?
Hi, the crew was meant to be here at eight and it's now half nine. Is anyone on the way?
Is it possible to book a half-day slot for a small move? We only have a few rooms.
The lift in our building is booked from nine till one. Can the team be finished by then?
Could the move be split over two days? The new house isn't ready until the afternoon of the second.
We've been told the keys won't be released until three. Can the crew wait with the van until then?
Do you move people on Sundays at all?
I'd like to book the move for my mother's flat as well as ours, on the same day. Is that doable?
Will the same crew do the whole job, or does someone else unload at the other end?
Our buyers have pulled out and we've no idea when we'll sell, so we'll have to cancel for the time being. Can the deposit be moved to a later date?
Can you get the van to the back of the building? The front is a busy road with no stopping, and I don't want a parking fine to claim back.
Any free days at the end of this month?
The agent says we can't collect the keys until Monday. Can we change our Friday move to Monday?
What happens if the crew is held up in traffic and we miss our slot for the lift?
Could you let me know the driver's phone number for the day? I may need to give directions to the house.
We'd rather load the evening before and deliver first thing. Do you offer overnight moves like that?
Hi, could the team start at seven instead of eight? The buyers want to get in before lunch.
We moved with you last year and want to book again for the same time next year. How far ahead can we book?
Is the date confirmed now that I've paid the deposit on the quote, or do I need to wait for a letter?
There's a wedding at the church next door on our moving day. Should we start earlier so the road is clear?
Could you come a day early and load only the garage? The rest can be done on the day as planned, if the price stays the same.
My flight has been changed and I'll now be away on the move date. Could my brother be there instead?
How many hours should I allow on the day for a three-bed house? I need to tell the new owners.
Our moving day falls on a bank holiday. Will the crew still come, and at the usual time?
""",
}

# A resident's response to a town council's consultation on closing the main shopping street to
# cars: the writer's stance on the plan. `support` in favour of the closure, with or without
# conditions and worries; `oppose` against it, however much the writer likes its aims.
STREET = {
    "support": """
I walk my children down that street to school every day and the traffic is terrifying. Closing it to cars can't come soon enough.
As a shop owner I was worried at first, but the trial weekends last summer were the busiest we've had in years. Please go ahead.
I use a wheelchair and the narrow pavements are a nightmare now. If the whole street becomes level and car-free, that's a huge improvement for me. I'd ask only that blue badge parking is kept close by.
Yes. Fewer fumes, more space for café tables, and somewhere safe for the kids to walk. Other towns have done it and never looked back.
I'm a bus driver and I'll be honest, it'll make my route longer. But as someone who lives above the bakery, I'd welcome the quiet. Count me in favour.
My only concern is deliveries to the shops. If there's a window early in the morning for vans, I'm fully behind the plan.
I've cycled through the town for twenty years, dodging parked cars and doors opening. This is the best idea the council has had in a long time.
Please do it. Our high street is dying and people want somewhere pleasant to spend time, not a rat run with a few shops on either side.
I have mixed feelings about losing the parking outside the chemist, but on balance the town will be better for it. I'm in favour, provided the car park nearby stays cheap.
I'm eighty-one and I don't drive any more. Crossing that road is the most frightening part of my week. I'd be very glad to see the cars go.
I run the toy shop. Customers keep telling me they avoid the street because it's noisy and dirty. I think closing it would bring families back.
Great idea, long overdue. Could you also put in some benches and trees? The street could be lovely with a bit of care.
I'm a taxi driver, so you might expect me to object. I don't. A rank at each end would work fine, and my passengers would enjoy walking the last bit.
I was against this when it was first mentioned, but I've read the plans and the traffic study, and I've changed my mind. Go ahead with it.
My daughter has asthma and the air on that street is awful at rush hour. Anything that cuts the fumes gets my vote.
The market would finally have room to spread out. As a stallholder I'd love to see the closure happen, ideally before next summer.
Honestly I'm worried about traffic on the side roads, including mine. But I still think the plan is right, as long as you put in measures to stop drivers cutting through.
Having lived in a city where the centre was pedestrianised, I can tell you it transforms a place. Please don't water it down.
I'd support the closure, with one request: keep access for residents with disabilities and for carers who need to park briefly.
We have a café with two tables outside squeezed against the kerb. With the road closed we could have ten. I'm all for it.
I don't have a car and never have. The street has been run for drivers for far too long. This is a good start.
I'm a little nervous about how older customers will reach the shops, but a shuttle bus from the car park would solve that. With that, yes.
Closing the street is the right decision. The trial showed footfall up and accidents down. I don't see what else there is to debate.
As a parent with a pushchair, I'd love not to squeeze between parked vans and shop fronts. I'm strongly in favour.
I cycle to work through the centre and often feel unsafe. A car-free street would give me a proper route. Please approve it.
The noise at night from cars racing through is unbearable. I live on the corner and would welcome the closure with open arms.
I'm a delivery driver and it will make my job a bit harder, I won't pretend otherwise. But my kids deserve a safer town. I back it.
Fully in favour. I'd just ask that the work is done quickly, because months of roadworks would hurt the shops more than the closure ever could.
It's not perfect. Parking will be harder for some and I feel for them. But the benefits to the town as a whole outweigh that, so I'm for it.
I go to the library and the post office on that street twice a week. Without traffic it would be so much more relaxed. I'm for the plan.
Our walking group would love a route through the centre without crossings every fifty yards. We'd support this wholeheartedly.
I'm a retired police officer and I've seen too many accidents on that stretch. Closing it to cars is the sensible, safe choice.
I'd like the council to go further, to be honest, and include the side street by the church. But for now, yes to this plan.
Some of my neighbours are upset about this and I understand why. I'm still in favour. Towns have to change or they fade away.
I own a clothes shop and half my customers come by bus or on foot anyway. The few who drive can use the car park. Go ahead.
Please close it. The pavement outside the school gate is barely wide enough for two people, and parents end up stepping into the road.
In favour, definitely. I'd suggest letting emergency vehicles and the weekly market vans through, but otherwise keep the cars out.
I was sceptical because the council's last traffic scheme was a mess. But this one seems well thought out. I'm happy to back it.
I'd love to see the street full of people instead of exhaust. Put in some planters and a few more bins and it'll be a real asset.
I'm blind and cars mounting the kerb to park have hit me twice. A car-free street, with clear edges for my cane, would make me feel so much safer.
My business depends on deliveries and I was ready to object. But I've seen the proposed loading hours and they work for us. You have my support.
We moved here from a bigger town for a quieter life, and this fits exactly. I'd welcome fewer cars in the centre.
Fine by me. I drive, but parking a few minutes away and walking is no hardship.
I hope the council has the nerve to see this through. There will be complaints, there always are, but it's the right thing.
The closure would let the summer festival use the whole street instead of the car park. I'm hugely in favour of that.
I'm sixteen and there's honestly nowhere in town for us to just sit and hang out without being moved on or being in the way of traffic. If the street was closed there'd be space for everyone, young and old. Please close it.
I've worked in the pharmacy for fifteen years. Most of our elderly customers arrive on foot or by bus. I'm for the change.
I do worry the car park will fill up on Saturdays. Even so, I think the street should be closed, and I hope extra spaces follow.
Support, but please keep the cash machine accessible for people who can't walk far, perhaps with a drop-off bay at the end of the street.
I was nearly knocked off my bike on that road last month. I'd like to see it closed to traffic as soon as possible.
It will make my drive to work longer, by about five minutes. That's a small price for a safer, cleaner town centre. I'm for it.
I'm a landlord with two flats above the shops. My tenants complain constantly about the noise and fumes. I'd welcome the change.
The street is beautiful, with some of the oldest buildings in town, and they're hidden behind parked cars. Closing it would let people see them again.
Yes, please. I'd also like more cycle racks near the shops, because at the moment I have to lock my bike to a lamppost.
I'm a carer and I drop my client off on that street three times a week. She can only walk a few steps. The plans show a short-stay bay at the end, so as long as that stays, I'm in favour.
Before the trial I'd have said no. After seeing how busy and cheerful the street was without cars, I'm completely won over.
We run a bookshop and we've been hoping for this for years. People browse more when they aren't breathing in diesel.
I'm not a fan of everything this council does, but this plan is sensible and I'll back it.
Do it. Towns that closed their main street to cars seem to have fewer empty shops.
My husband uses a mobility scooter and finds the high kerbs impossible. A level, car-free street would give him back his independence.
Speaking as someone who drives into town every day, I still think this is right. The traffic jams on that street help nobody.
There will be teething problems with deliveries and buses, and I hope the council listens when they come up. But I'm in favour overall.
I've lived above the newsagent for thirty years. It's time the street belonged to people again. Please go ahead.
As a young mum I'd feel much happier letting my toddler walk instead of being strapped in the buggy. Yes to the closure.
My concern is the cost, but if it's paid from the regeneration grant as the leaflet says, I have no objection. In favour.
I teach at the primary school. Our children walk to the library every week and it's a nerve-racking trip. This would make it easy.
I support the plan, but please make sure the street is well lit at night so it doesn't feel empty and unsafe once the shops close.
I'm one of the market traders. We've been asking for more space for years, and this is the chance to get it. Full support.
I run a small hotel near the square. Guests always say how charming the town would be without traffic. I'd be delighted.
It's a bold plan and I admire it. Fewer cars, more people, better trade. I'll be telling my neighbours to back it too.
I'm disabled and I can't walk far, so I was worried at first. The revised plans keep disabled bays at both ends, which is enough for me. I support it.
Closing the street is a brave move and the right one. I would only ask that buses are rerouted with stops close to the shops.
We've had two near misses with our dog on that street. I'd welcome the change and I know many dog walkers feel the same.
Good plan. My shop already does most of its trade on market days, when the street is closed anyway, so it can only help.
I've read the objections and I understand them, but I keep coming back to safety. I'm in favour.
""",
    "oppose": """
I'm all in favour of cleaner air, but closing the street will just push the traffic onto the residential roads where children actually play. Please think again.
I run the hardware shop. My customers buy heavy things like paint, timber and compost, and they need to park outside. If the street closes, I'll close too.
I use a wheelchair and rely on being dropped at the door. The car park is too far for me. A car-free street would shut me out of my own town centre.
Lovely idea on paper. In practice, the trial weekends left the shops empty and the side streets gridlocked. I'm against making it permanent.
I'm eighty-three and can't walk far. My son drives me to the bank and the chemist. Without a car at the door, I simply won't be able to go.
The council has no money for basic repairs, yet wants to spend a fortune on paving and planters. No. Fix the potholes first.
I'd love a quieter town centre, honestly I would. But the bus route that stops outside the doctor's would be moved away, and that's too high a price.
As a delivery driver I can tell you the loading hours proposed are unworkable. We'd be breaking the rules daily. I object.
Closing the street will turn it into a ghost town after six o'clock. Cars passing through are what keep it feeling safe at night.
I support greener towns in general, but not this plan. Nobody has explained where the displaced traffic will go.
My florist's shop depends on customers popping in on the way home from work. They won't park ten minutes away to buy a bunch of flowers.
Not in favour. Our road is one of the obvious diversions, and it's already dangerous for the kids walking to school.
I think the consultation has been rushed. Most people I've spoken to didn't know about it. Until it's done properly, I'm against the closure.
Every town that's done this has seen chain shops and charity shops take over while the independents close. Don't let it happen here.
I care for my disabled wife and take her to the shops twice a week. There's no way I can push her wheelchair all the way from the car park.
The idea sounds nice for young, fit people who walk everywhere. For the rest of us it's a barrier. I oppose it.
I'm a taxi driver and I'm not against change, but this would make it impossible to pick up elderly passengers from the shops. Please reconsider.
I was a keen supporter at first. Then I saw the plans and realised the disabled bays would be at the far end. I can no longer back it.
The street is already quiet in the daytime. Closing it to cars solves a problem we don't have and creates several we will.
Our bakery has traded here for three generations. Most of our regulars drive in from the villages. Take away the parking and they'll go to the supermarket instead.
I live on one of the side roads, which is narrow with cars parked on both sides. We'll get all the traffic, all the fumes, all the lorries looking for a way round, and none of the benefits. I object strongly.
I'm a cyclist and even I think this is a bad idea. The replacement route pushes bikes onto the ring road, which is far more dangerous.
I do like the idea of café tables outside. But not at the cost of losing the only route to the hospital from the north side of town.
The council should listen to the shopkeepers, who are almost all against this. They know their customers better than any consultant.
The trial closure made my commute half an hour longer. Multiply that by every working day. I'm not in favour.
Please don't close it. My mum's carers park on that street to reach her flat.
As much as I appreciate the effort to make the centre greener, I'm against this. It will drive people to the out-of-town retail park.
I'm blind and I use the edge of the kerb to find my way. A flat shared surface with bikes zooming through would be frightening for me.
The market traders might like it, but the rest of us who need to drive through are being ignored. I oppose the plan.
There's been no proper study of the effect on emergency vehicles. Until there is, I can't support closing the street.
I'm not against fewer cars in town, and I walk whenever I can. But this plan is half-baked and I'll be objecting.
We've got a small engineering firm just off the street, and we get deliveries all day long. The proposed windows would cripple us.
It's a lovely street and I'd like it to be nicer, but closing it isn't the answer. Wider pavements and a lower speed limit would do the job.
My children are grown up now, but when they were little I'd never have managed the walk from the car park with shopping and a pushchair.
I don't drive, as it happens. But my elderly neighbour does, and she'd be stuck at home. I'm objecting on her behalf.
Closing the main street will make the bus slower and less reliable for everyone. I rely on the bus, and I say no.
I was at the public meeting and none of my questions about parking were answered. I'm opposed until they are.
I run the guest house on the square. Guests arrive with luggage and need to pull up outside. A closure would be a disaster for us.
The evidence from the trial is weak. One sunny weekend in August tells you nothing about a wet Tuesday in January. I'm against it.
As a keen walker I'd normally welcome anything like this. But the side roads near me are narrow with no pavements, and they'd take all the cars.
I object. My business has survived the recession, the pandemic and the bypass. I'm not sure it would survive this.
It's easy to support a car-free street if you live in the centre. For those of us in the villages with no bus service, it's a ban on coming to town.
I can't support the plan while the car park charges are so high. You can't take away free parking on the street and then charge more at the end.
Please keep the street open. I'm a district nurse and we need to reach patients in the flats above the shops quickly.
I'm in favour of safer roads but this is the wrong way to get there. Speed humps and a crossing outside the school would be cheaper and fairer.
My disabled daughter can only manage short walks. The drop-off point in the plans is still far too far from the shops she uses.
Another vanity project. I'd rather the money went on keeping the library open all week.
We own the butcher's shop. Customers buy in bulk and carry heavy bags. If they can't park near us, they'll shop elsewhere, and we'll be gone within a year.
I'm sorry, but I can't back this. I live in one of the flats above the shops and our residents' permits let us park outside. The leaflet says nothing about what happens to them, and when I rang the council nobody could tell me either.
I live above a shop on that street and I love the idea of a quiet evening. But I can't get my weekly shop home from the car park without a car outside. So no.
I'm a market trader and I'm against it. Other traders are happy, but my van is my stall and I need to park right behind it all day.
The scheme will hit older people and disabled people hardest, and they've barely been asked. I oppose it.
I'd say yes to a closure on Saturdays only. A full closure, every day, is a step too far for me.
As a parent I understand the safety argument, but the school run will just move to the next road, which has no crossing at all. I'm against it.
The pictures in the leaflet look lovely. They're also nothing like our town, where it rains most of the year. Please leave the street as it is.
I'm a mechanic with a small garage behind the high street. Customers drop their cars off through that road. I'd lose my only access.
I'm a regular cyclist and I'm afraid I'm against it. The plan lets cyclists through a crowded pedestrian area, which will cause conflict.
My parents moved here to retire because the town was easy to get around. This would make it far harder for them. I object.
Yes to a safer town, but not this plan. I'd like to see a proper look at parking first, and then perhaps a trial closure in the quieter months.
I used to think closing the street was a good idea. Then I saw what happened to the town next to ours: empty shops and boarded windows. I'm against.
Support in principle, reject in practice. The access for the disabled and elderly is an afterthought, and I won't back it in its current form.
I've lived in this town for thirty years and never objected to anything the council has done. I'm objecting to this.
The chemist I use is right in the middle of the street. I collect heavy prescriptions for my husband and can't carry them far. Please don't close it.
I appreciate the council trying to do something for the town centre, but this will cost jobs. I'm firmly against it.
I'm a young driver and the ring road scares me. The main street is the only way I can get into town without using it. Please keep it open.
My shop gets very little passing trade on foot. It's the drivers who see the window and stop. I oppose the closure.
This will turn a working high street into a place for coffee and nothing else. I'd rather keep it as it is, with all its faults.
Our church is on that street and our older members are driven to services. We've written as a congregation to object.
It's just not workable for tradespeople. I'm a plumber, and I need to park near the shops and flats I work in, with my tools.
I'd back something smaller, like wider pavements or a twenty limit. Closing it entirely goes too far, and I can't support that.
I have young twins and I'd love a safer street. But with no parking near the shops, I'll have to drive to the supermarket instead. No from me.
Honestly I was torn, because I like walking. But the more I read, the more it seems the shops will suffer. So I'm against.
Please reject this. The council's own traffic figures show the side streets would double in traffic, and nobody who lives there was asked.
My wife has dementia and gets very anxious walking in crowds. Being able to park close by and pop into the shops is the only way we manage.
I've heard the arguments for it and I agree with most of them, but not enough to lose the bus stop outside the clinic. I oppose the plan.
""",
}

SETS = {"swimming": SWIM, "removals": REMOVALS, "street": STREET}
