"""The twenty-third round of held-out sets, written by hand: one text per line under its label
(see README.md). Three sets: home carers' visit notes to an older client's family (50 to 100
words), comments left in a small town museum's visitors' book (15 to 45 words) and a delivery
driver's short text messages to the person a parcel is for (5 to 20 words).
``python3 benchmarks/heldout/write.py heldout_twentythird`` writes them as JSON."""

# A home carer's note after a visit to an older client living at home, shared with the client's
# family: does the family need to act. `settled` an ordinary visit with nothing about the client's
# health, safety, money or wellbeing for the family to follow up, even when something happened and
# was dealt with (a fall remembered from years ago, a refused lunch eaten later, a nick plastered,
# a battery changed, a worry the plan or the GP has already answered) or the client wants a small
# errand run (a card, hand cream); `concern` something the family should act on or know about now
# (missed tablets, not eating, new confusion, a fall, a sore, a scam, no heating, low mood, an
# emergency), however cheerfully the rest of the visit went.
CARE = {
    "settled": """
Morning visit with Mr Okafor. He was up and dressed when I arrived and had already made his own porridge, which he was quite proud of. Tablets taken from the blister pack at nine, all present and correct. We did his leg exercises and he managed the full ten on each side. He says the pain in his hip is about the same as last week. Bins are out for tomorrow. He's looking forward to your visit on Sunday. Grace
Lunchtime call for Mrs Lindqvist. She ate most of the fish pie and all of the rice pudding, and drank two cups of tea while we watched the quiz. Her ankles look less swollen than on Monday now she's keeping her feet up. I changed the bed as it was due and put a wash on, which you can take in at the weekend; it's drying on the rack in the spare room. She asked me to tell you she has found her reading glasses. They were in the bread bin. Tomasz
Hi Claire, just a note from tonight's visit. Your dad was a bit grumpy at first because the football had been called off, but he cheered up once we got the crossword out. He had soup and a cheese sandwich and took his evening tablets. I helped him wash and into his pyjamas, and he's in bed with the radio on. The back door is locked and the heating is set for the night. Amina
Edna told me twice today that she'd had a fall, so I checked with her carefully. It turns out she was talking about slipping on ice in 1987, when she broke her wrist. No new bruises or marks, she's walking with her frame as usual, and she sat down and stood up without any trouble. We had a good laugh about the ice rink story. She ate a boiled egg and toast and had her medication with orange juice. Paula
Visit to Mr Harcourt. He refused lunch at first, saying he wasn't hungry, so I left it covered and we did his shopping list instead. By the time I'd finished washing up he had eaten the lot and asked for a biscuit too. Medication given from the pack. The skin on his heels looks fine today, no redness, and I've put the cream on as per the plan. He wants more of the ginger biscuits on the next order. Joe
Teatime visit for Mrs Doyle. The practice nurse came this morning to see the bruise on her arm and wrote in the folder that it's healing well and needs nothing more; it has gone from purple to yellow. She was chatty and told me all about her sister's new kitten. She had a ham salad and a yoghurt. I've topped up the water jug by her chair and left the phone within reach. Grace
Hello Raj, Mum had a settled morning. She was still in bed when I arrived, which is normal for a Saturday, and she got up happily once I'd opened the curtains. Shower done, hair washed, and she chose the blue cardigan you bought her. She ate two slices of toast with marmalade. Her morning tablets are taken and the dosette box is full for the rest of the week. She says hello and sends her love. Nadia
Mr Pereira was out in the garden when I arrived, deadheading the roses with his stick hooked over the fence. He came in for lunch without any fuss and ate well. He asked again when his brother is visiting, so I showed him the calendar and he was satisfied. His blood sugar reading was 6.8, in his usual range, and I've written it in the book. Washing up done and the kitchen floor mopped. Tomasz
Quiet evening call for Mrs Kowalczyk. She'd been to the day centre and was tired but happy; she'd won at bingo and showed me the box of chocolates. She only wanted a small supper, a crumpet and a cup of cocoa, which is what she usually has on day centre days as they feed her well there. Evening meds taken, teeth in the pot, and she was in bed by nine with her book. Amina
Hi Sue, quick update. Your mum had her hearing aid appointment this afternoon and the new one is already in and working. She can hear the television at a normal volume for the first time in weeks, and she was delighted. We had a cup of tea, she ate a sandwich and half a scone, and she took her afternoon tablets. Please don't worry about the care plan: nothing needs changing from our side. Beth
Mr Baptiste was a bit breathless on the stairs today, but he told me that's how it always is after his morning walk to the paper shop, and it settled within a couple of minutes of sitting down, just as the nurse wrote in his plan that it would. His colour was good and he was chatting normally. Lunch eaten, medication taken, and he's watching the cricket with the sound up. Joe
Hello Martin, just to let you know the pharmacy delivery came during my visit, so your father has his tablets for the next four weeks. I've put them in the cupboard and filled the dosette box for the week. He had a good lunch of shepherd's pie and peas. He was in good spirits and told me about his days driving the buses, including the time a goat got on at the market stop. Nadia
Nana Bea had a good day. She was singing along to the radio when I let myself in and made a point of telling me she'd done the breakfast washing up herself. She ate a bowl of tomato soup and a roll. I helped her with her stockings and checked her feet, which are fine. She asked me to remind you that it's her friend Irene's birthday on Friday and would you please pick up a card for her to send. Paula
Mrs Lindqvist was upset this morning because she couldn't find her purse. We looked together and found it in the pocket of her dressing gown, and she was fine after that, laughing about it. Everything was in it, the cards and the cash she'd counted on Monday. I've left the purse in the drawer by the door where she keeps it. Breakfast eaten, tablets taken, and the bins are out. Tomasz
Evening visit, Mr Okafor. He'd had his grandson round in the afternoon and was in great form. He didn't want much dinner as they'd had fish and chips together at four, and the papers were still in the bin, so I made him a cup of tea and a slice of toast, which he ate. Meds done, teeth brushed, and I helped him into bed. He said to tell you his grandson is now taller than him. Grace
Hi Claire, your dad's fridge was looking a bit bare, so I used the money in the tin to pick up milk, bread, eggs and some cooked chicken from the corner shop on my way in, as we agreed last month. The receipt and change are in the tin. He had a chicken sandwich and a banana for lunch and took his tablets. We finished the crossword together, apart from one clue that beat both of us. Amina
Mrs Doyle was a little low today as it would have been her wedding anniversary. We looked at the photo album together and she talked about the dance hall where she met Frank. By the end she was smiling and said it had done her good to talk about him. She ate her lunch, took her tablets and was comfortable in her chair with the radio when I left. Her neighbour is popping round later. Beth
Morning visit for Mr Harcourt. The district nurse changed the dressing on his leg yesterday and her note says it's healing nicely. I didn't touch it, as instructed. He washed at the sink himself with me standing by, dressed, and had cornflakes and a coffee. Pills taken with his coffee. He's hoping to get to the barber's next week if the weather holds, and he asked whether you might be free to drive him. Joe
Hello, Mr Pereira's blood sugar was a little high at breakfast, 9.1, but he'd had cake at his neighbour's last night and told me so himself. I've written it in the book as the plan asks and it was back to 6.5 at lunch. He ate his meals and took his medication. The plan only asks us to call the nurse if it's over 15 or he seems unwell, and he was perfectly well and joking. Nadia
Edna was full of beans this morning. Her old friend from church rang while I was there and they chatted for half an hour about the flower rota. I did her breakfast while she was on the phone, and she ate it all afterwards. Medication signed for on the chart. I've put her library books by the door as they're due back on Thursday, and the driver of the mobile library knows to knock loudly. Paula
Mrs Kowalczyk had a slightly sore throat this morning but no temperature, and she put it down to shouting at the television during the snooker. She had honey and lemon and was eating and talking normally. By the lunchtime call she said it had gone completely. Tablets taken at both visits. I've noted it in the folder just in case, but it seems to have been nothing. Amina
Hi Raj, your mum asked me to write down "garden centre again soon, please!" for you; she enjoyed it so much last month. Today was a good day. She had a bath with my help, we put rollers in her hair, then she ate a good lunch of cottage pie. Her skin is in good condition everywhere I looked. Evening tablets are in the pot for the next carer. She was dozing when I left. Nadia
Mr Baptiste's smoke alarm was beeping when I arrived, which was the low battery warning. I changed the battery from the spare pack in the kitchen drawer and pressed the test button, and it's working fine now. He'd had breakfast already and taken his tablets, which I checked against the chart. We had a chat about his allotment days and the marrow that won a prize. Nothing else to report this time. Joe
Hello Martin, your father said he felt dizzy when he stood up, so I sat him down and stayed with him. After a minute it had passed, and he admitted he'd jumped up too quickly to catch the post. The GP explained this in March: his blood pressure tablets make him light-headed if he rises fast, and the advice is simply to take it slowly. He was steady with his frame afterwards and ate his lunch. Nadia
Nana Bea's friend Irene came for lunch today, so I made sandwiches for both of them and they sat in the conservatory for two hours talking. Bea ate well and was more talkative than I've seen her in weeks. Pills taken. I've left the rest of the cake Irene brought in a tin on the side. Bea says Irene will come again next Tuesday, and she wants to bake for her this time. Paula
Mrs Lindqvist's granddaughter was visiting when I arrived, so I did the personal care first and then they had a coffee together. Mrs L ate her lunch and took her tablets without any fuss. The swelling in her ankles is down again. The granddaughter asked about the next care review, and I told her the office will ring to book it in the next fortnight. All well here today, so please don't worry. Tomasz
Mr Okafor told me his neighbour had knocked earlier offering to cut his hedge for twenty pounds. It's the man from number 12, who has done it every summer and whom he's known for years, and he was pleased with the price. He had his lunch and tablets, and then we did his exercises in the chair. He's a bit stiff today because of the damp weather, which is nothing new for him. Grace
Claire, your dad was still asleep when I arrived at eight, which is unusual, so I checked on him straight away. He was fine: he'd simply stayed up late to watch the boxing and forgot to set his alarm. He got up, had a wash and his breakfast, and took his tablets. He was cheerful and chatty, and joked that he'd have stayed up for the rematch too if there'd been one. Please ignore the late start on the log. Amina
Visit for Mrs Doyle. She had her hair done by the mobile hairdresser this morning and wanted everyone to see it. She ate all of her lunch, the chicken casserole from the freezer, and had a cup of tea with two biscuits. Meds signed off on the chart. The commode has been emptied and cleaned. I've also put her winter coat out, as she's going to the coffee morning on Saturday with her friend from the flats. Beth
Mr Harcourt's post included a letter from the hospital with a new date for his eye clinic, 14 November at half past ten. I've put the letter on the fridge with a magnet and written it on his calendar. He's happy with the date and says his friend Ron will take him in the car, as he did last time. Otherwise a normal visit: lunch eaten, tablets taken, and some tidying of the lounge. Joe
Mr Pereira was a bit forgetful today, asking twice what day it was, but that is just how he is in the mornings before his coffee. By the time I left he was doing the word search and telling me about Lisbon in the sixties. He ate his breakfast and took his tablets. Blood sugar 7.0. Nothing different from his usual pattern, and he was laughing at his own jokes when I left. Nadia
Hi Sue, a really lovely visit. Your mum is getting on well with the new hearing aid, and we listened to a whole programme on the radio about the history of trains. She ate a jacket potato with beans, took her tablets and had a strip wash with my help. Her skin is in good condition. She wondered if you could bring her some more of the lavender hand cream when you next come, but there's no rush. Beth
Edna's cat was sick on the kitchen floor, which upset her a little, but I cleaned it up and the cat was eating its biscuits again straight after, so I think it was just a hairball. Edna herself was well: breakfast eaten, tablets taken, and she walked to the post box with me on her frame, which she enjoys. She says the postman now waves at her every morning. Paula
Mrs Kowalczyk's pendant alarm had its monthly test today, and the call centre answered straight away, so it's all working. She was wearing it round her neck as always. She had a good lunch of pierogi that her son dropped in yesterday. Medication done, kitchen tidied. She was planning to watch a film this afternoon and had the remote and a cup of tea beside her when I left. Amina
Hello Raj, your mum had a poor night's sleep because of the storm, but she had a nap in the chair after lunch and woke up bright. She ate her lunch and her tablets are taken. We had a look at the garden from the window, and the fence and the shed came through it without a scratch. She enjoyed her soup and asked for the same again tomorrow. Nadia
Mr Baptiste asked me to sort out his post, which we did together. It was mostly catalogues and a bank statement, which he read and filed in his folder himself. Nothing needed paying that isn't on direct debit. He had his lunch and took his tablets. He's looking forward to the lunch club on Friday and asked if the minibus still comes at eleven, which I checked: it does. Joe
Martin, your father was in a great mood today as his football team won last night. He ate a full breakfast, took his tablets and did his exercises without complaint, which must be a first. He showed me the photos you sent on his tablet computer of the grandchildren at the beach, and he's asked me to say thank you for them. He wants a print of the one with the sandcastle. Nadia
Nana Bea had a slightly runny nose today but was otherwise her usual self, eating well and bright in herself. I checked her temperature as the plan says and it was normal. She's been sitting by the window in the sun and says it's a summer cold from her great-grandson, who had one last week and was better in two days. Plenty of fluids, tablets taken, and tissues by her chair. Paula
Mrs Lindqvist's tablets have changed: the GP stopped the water tablet last week, and the new blister pack from the pharmacy matches the new prescription. I checked it against the letter in her folder and it's all correct. She had a good breakfast and says she has been to the toilet less often at night, which pleases her no end. She's sleeping better too, she thinks. Tomasz
Mr Okafor's daughter had left us a note asking us to make sure he drinks more, so I've made a chart on the fridge, and he had three full glasses of squash and two cups of tea during my visits today. His urine looked a normal colour. He joked that he'll be floating by Friday. Lunch and tablets done, and the chart is there for the other carers to fill in. Grace
Hi Claire, the boiler engineer came during my visit to do the annual service. He says everything is fine and put a sticker on it with the date. Your dad made him a cup of tea, which was lovely to see. Lunch was beans on toast and a yoghurt, all eaten. Pills taken. The heating is on and the house is warm, and he'd like you to know the engineer supports the same team. Amina
Mrs Doyle had a visit from the chiropodist this morning, who trimmed her toenails and left a note saying her feet are in good health and she'll be back in eight weeks. Mrs Doyle was pleased, as she says she can wear her good shoes again. We had lunch, she took her tablets, and I hoovered the lounge. She's going to her daughter's on Sunday for dinner and is looking forward to it. Beth
Mr Harcourt cut his finger slightly while opening a tin before I arrived. It was a small nick and had already stopped bleeding, so I cleaned it and put a plaster on from the first aid box. It looks clean and he says it doesn't hurt. He's had his lunch and tablets, and I've opened a few tins for the week and put them in tubs in the fridge so he won't need the opener. Joe
Mr Pereira's daughter rang while I was there and they had a long chat in Portuguese. He was happy afterwards and told me she's coming over from Porto at Christmas with the children. Lunch was grilled fish and potatoes, all eaten. Blood sugar 6.2. Meds done. He wanted me to tell you that the new slippers are very comfortable and he's wearing them all day. Nadia
Edna didn't want a shower today, which is her choice, so we did a strip wash at the sink instead and she was happy with that. She had a shower on Tuesday and will have one on Saturday as usual; she just prefers not to on cold days. Breakfast eaten, tablets taken. We chatted about her late husband's motorbike and the trip they took to Scotland on it. Paula
Mrs Kowalczyk seemed confused when I arrived and asked who I was, but I'm new to her round and she simply hadn't met me before. Once I'd shown my badge and explained, she was chatty and clear, and told me all about her son and her years at the bakery. She ate her lunch and took her tablets. Please let her know I'll be covering Thursdays from now on. Amina
Hello Raj, your mum's new walking frame arrived from the occupational therapist today. I showed her how the brakes work and she did three laps of the hallway with it, much steadier than with the old one. She ate her lunch and had her tablets. Please leave the old frame in the hallway cupboard for the therapist to collect, and she has the leaflet about the new one. Nadia
Mr Baptiste had a visitor from the church today, a lady called Joan whom he's known for years, and she stayed for lunch. He ate well and was in good form. Medication taken. Joan has offered to take him to the harvest festival, and he'd like to go. She's left her number on the pad by the phone in case you want to talk about lifts. Joe
Martin, your father's hearing aid battery went during my visit, so I changed it from the pack in the drawer. There are four left, which is enough for a few weeks, and I've added batteries to the shopping list so they'll come with the next delivery. He ate his lunch and took his tablets. We played cards and he won, as usual, and then gloated about it, as usual. Nadia
Nana Bea told me a man rang about her electricity. I looked at the number on her phone and it was her actual supplier, and the letter in her folder says they were going to ring about fitting a smart meter. She hasn't agreed to anything yet and says she'll talk it over with you at the weekend. She had her lunch and her tablets and is in good spirits. Paula
Mrs Lindqvist had a bit of an upset stomach this morning after the prawns her neighbour brought, but it's passed now. She's been drinking water and had toast for lunch without any trouble, and she says she feels back to normal. Pills done. I've thrown away the rest of the prawns just to be safe, and she agreed it was for the best. Tomasz
Mr Okafor wanted to do his own shopping list today and wrote it out himself, in very neat handwriting. I've sent it to the supermarket delivery for Thursday. He had lunch, soup and a roll, and took his tablets. He's been practising the stairs with the physio's exercises and went up and down twice with me watching, without holding on to my arm once. He says he can feel the difference. Grace
Hi Claire, your dad and I made scones today from his mother's recipe, which he remembered almost entirely by heart. The kitchen smelt wonderful, and he ate two warm with butter before his lunch, which he still managed. Tablets taken. There are six scones left in the tin for your visit, and he insists you take some home for the children. Amina
Mrs Doyle's daughter called in while I was there and they went for a short walk to the end of the road and back. Mrs Doyle was tired afterwards but pleased with herself, and she recovered after a sit down and a cup of tea. She ate all her lunch and took her tablets. She has asked if the visit times could stay the same over Christmas, and I've passed that to the office. Beth
Mr Harcourt had forgotten it was bin day, so I put them out for him. He remembered his tablets, though, and had taken them before I arrived, which matches the chart. Lunch was a ready meal lasagne, eaten. He's been reading a thick spy novel and couldn't put it down, so I left him to it with a pot of tea and the lamp on. Joe
Mr Pereira was grumpy today because his team lost and he didn't want to chat, which is normal for him after a defeat. He still ate his lunch and took his tablets, and his blood sugar was 6.9. I left him watching the highlights and muttering at the referee. Please don't mention the score when you ring; by tomorrow he'll have forgiven them. Nadia
Edna was worried about a lump on her arm, so I had a look. It's the same mole the GP looked at in the spring, and the letter in her folder says it's harmless and needs no treatment. I showed her the letter and she was reassured. Then breakfast, tablets, and a walk to the post box, where she told me about the winter of 1963. Paula
Mrs Kowalczyk's freezer has been defrosted. She wanted to do it herself but let me help, and we threw out a few old things with freezer burn. Everything else is back in and labelled with dates. She ate her lunch, took her tablets and seemed tired but content after the effort. She says she'll have an early night with her book. Amina
Hello Raj, Mum had her hair cut short today and says she feels ten years younger. She ate lunch and had her medication. We went through the photos from her birthday on her tablet, and she named everyone in them, even the little ones. Her knees were a bit stiff in the morning but loosened up after her exercises, as they usually do. Nadia
Mr Baptiste's fall alarm went off during my visit, but only because he'd leant on the button by accident while reaching for the remote. The call centre answered, I explained, and they cancelled it. He was sitting comfortably the whole time and had not fallen. He found it very funny. Lunch and tablets all done, and the alarm is back on its cord. Joe
Martin, your father asked to stay in bed this morning because it's his birthday and he wanted breakfast in bed, so that's what we did: a boiled egg, soldiers and a cup of tea on a tray. He got up for lunch and was dressed and in his chair when I left. Morning medication taken. He opened the cards, including yours, and put them all on the mantelpiece. Nadia
Nana Bea's new glasses were ready, so I took her to collect them in my car, as planned in the care diary. She can read the newspaper headlines again without the magnifier, and she read me the horoscopes on the way home. She ate a sandwich in the café and had her tablets when we got back. She was tired but very pleased. Paula
Mrs Lindqvist was cross with me today because I'd moved her teapot to wash it, and she couldn't find it afterwards. I apologised and put it back where she likes it. She was fine after that, and teased me about it when I left. She had her lunch, her tablets and a slice of cake. She enjoys these little grumbles, I think. Please don't tell her I said so! Tomasz
Mr Okafor's weight was checked today as the plan says, and it's the same as last month. He says he's eating well, and the fridge agrees with him: the meals I left on Monday are all gone and the containers washed. Pills taken. His hip is no worse. He's watching the snooker and says hello. Grace
Hi Claire, your dad wanted to go through his old photos, so we spent the visit sorting them into albums. He remembered names and places from his navy years that I'd never have guessed. He had lunch and took his tablets. He asked me to tell you he's found the picture of you on the donkey at the seaside and he's keeping it by his chair. Amina
Mrs Doyle had a small nosebleed while I was there, which stopped after five minutes of pinching. The plan says she's prone to these because of the dry air from the heating, and that we only need to call the nurse if one lasts longer than twenty minutes. She wasn't bothered by it at all. Lunch eaten, tablets taken, and the humidifier is on. Beth
Mr Harcourt's tablets are running low, but the repeat was ordered on Monday and the pharmacy confirmed it's coming on Friday, with four days' supply still in the box. So there's no gap. Lunch eaten, he's in good form, and he's been out to the bench at the end of the road for some sun and a chat with the postman. Joe
Mr Pereira asked me about the leaflet from the council about the winter fuel payment. I read it with him, and it's just information: the payment goes into his account automatically and there's nothing to fill in. He ate his lunch and took his tablets. Blood sugar 6.6. He's in good spirits and looking forward to Christmas. Nadia
Edna had a bad dream last night and told me all about it, something about missing a train to London with no shoes on. She laughed about it by lunchtime. She ate well, took her pills, and we did a jigsaw of Venice together. She says the puzzle club at the library starts again next week and she wants to go. Paula
Mrs Kowalczyk had the window cleaner in today, the same man as always, and the whole house looks brighter. She made him a cup of tea and paid him the usual amount from her purse. She had lunch and took her tablets. She's asked for her favourite rye bread on the next shop, which I've added to the list. Amina
Hello Raj, the wheelchair taxi came on time and your mum had a lovely outing to the day centre. She made a felt flower for you, which is on the kitchen table. She ate there and they gave her lunchtime tablets as arranged. She was tired but talkative when I helped her to bed this evening, and she fell asleep quickly. Nadia
Mr Baptiste's knee is a little sore today from kneeling in the garden yesterday, which he admits he shouldn't have done. He's put the gel on himself and says it's easing already. He's walking as normal, if a bit slower, and there's no swelling. Lunch and tablets done. He can use the kneeler next time, he's promised. Joe
Martin, your father's chest sounded a bit wheezy this morning, so I checked his notes: he uses his inhaler at nine, and he hadn't yet. Once he'd used it his breathing was back to normal and he was talking in full sentences. He had his breakfast and the rest of his tablets. It looked like his usual morning pattern, and there's a full spare inhaler in the drawer. Nadia
Nana Bea had a quiet day. She didn't feel like talking much, but she was watching her favourite gardening programme and said she was just enjoying the peace. She ate her lunch, took her tablets and let me put the cream on her feet. She was smiling when I left and asked me to leave the lamp on. Paula
Mrs Lindqvist's daughter asked us to check that Mum is using the grab rail in the shower, and she is: I watched her use it both getting in and out today. She had her breakfast and her tablets. The bathroom floor was dry afterwards and the non-slip mat is down. She says the rail makes her feel much safer. Tomasz
""",
    "concern": """
Morning visit with Mr Okafor. He was up and dressed, chatty and cheerful as always, but when I checked his blister pack, Tuesday's and Wednesday's morning tablets were still in it. He insists he took them, but they're clearly there. I've given him today's and written it in the book. Would you have a word with him? We may need to add a reminder call at nine. Grace
Lunchtime call for Mrs Lindqvist. She only managed two spoonfuls of the fish pie and left the pudding, and the sandwiches I left yesterday are untouched in the fridge. That's the third day she's eaten very little. She says she's just not hungry. Her ankles are more swollen than on Monday too. I think she should see the GP this week, if you're able to arrange it. Tomasz
Hi Claire, tonight your dad didn't know what time of day it was and had his coat on, saying he was waiting for the bus to work. He hasn't worked for twenty years. He calmed down after a while and I got him into bed, but this is new and it worried me. The nurse once told us an infection can cause sudden confusion, so please ask the GP tomorrow. Amina
Edna told me she slipped in the kitchen yesterday evening and sat on the floor for "a while" before she could get up. She didn't press her pendant alarm because she didn't want to make a fuss. She has a large bruise on her hip and is walking much more slowly than usual. I've reported it to the office, but can someone from the family take her to be checked over today? Paula
Visit to Mr Harcourt. He refused lunch again, and this time he didn't touch it at all, even after I'd washed up. He said food tastes of nothing lately. There's redness on his left heel that wasn't there on Friday, and although I've put the cream on, it needs the district nurse to look at it. Will you ring them, or would you like the office to? Joe
Teatime visit for Mrs Doyle. There's a new bruise on her other arm, about the size of a saucer, and she can't remember how it happened. The one the nurse saw last week is healing, but this is fresh. She was chatty and ate her ham salad, but these keep appearing and nobody knows why. Please let the GP know, and ask whether her blood thinners need checking. Grace
Hello Raj, Mum was still in bed when I arrived, which is normal for a Saturday, but she didn't want to get up at all and said her chest hurt when she breathed in. She was hot to the touch and her temperature was 38.4. I've called 111 and they're arranging for a doctor to ring her back this afternoon. Is anyone free to be with her for that call? Nadia
Mr Pereira was out in the garden when I arrived, which was lovely to see, but his blood sugar was 17.4 before lunch and he was very thirsty and drowsy. The plan says anything over 15 means calling the diabetes nurse, which I've done, and she'll visit tomorrow. He'd eaten a whole packet of biscuits from the cupboard. It might be best to take the biscuits home with you for now. Tomasz
Quiet evening call for Mrs Kowalczyk. The day centre rang to say she didn't go today because she wasn't ready when the minibus came, and she was still in her nightie when I got here at six. She had eaten nothing since breakfast. She seemed flat and didn't want to talk. She's never missed a day centre day before. Give her a ring tomorrow morning if you can. Amina
Hi Sue, your mum's hearing aid has gone missing. We searched the flat for half an hour, including the bin and the pockets of her coats, and it's nowhere to be found. Without it she can't hear the phone or the doorbell, so she might not hear us knock either. Could you contact the audiology clinic about a replacement as soon as possible? Until then we'll use the key safe. She ate her lunch and took her tablets. Beth
Mr Baptiste was very breathless today, even sitting in his chair, and it didn't settle after ten minutes like it usually does after his walk. His ankles are puffy and his lips looked a little blue. I rang the nurse straight away and she's sending someone this afternoon. I stayed with him until the office found cover for my next call. Please ring me when you get this. Joe
Hello Martin, the pharmacy delivery didn't come today, and your father has only one day's tablets left. I rang the pharmacy and they say the prescription hasn't been sent over by the surgery. The surgery wants a family member to ring them about it rather than us. Could you do that today, so he doesn't run out over the weekend? Nadia
Nana Bea was singing along to the radio when I let myself in, but one ring of the gas hob was lit with nothing on it, and the tea towel beside it was scorched. She said she'd been making tea and forgot. I turned it off and opened the windows. She was lucky. I think it's time to talk about a safety cut-off for the cooker; can we discuss this at the review? Paula
Mrs Lindqvist couldn't find her purse again this morning, and when we did find it there were only a few coins in it. She says there was over a hundred pounds on Monday. She's had a few visitors this week, including a man she says was "from the water". I don't want to jump to conclusions, but would you check her bank statement and ask her about it? Otherwise she ate well and her tablets are taken. Tomasz
Evening visit, Mr Okafor. He told me his grandson came round and they had fish and chips, but the grandson is away at university and there were no chip papers in the bin. He'd eaten nothing but a biscuit since lunch. I made him some toast, which he ate. He's getting muddled about who visits, and it's happened twice this week now. I'd mention it to the GP. Grace
Hi Claire, your dad's fridge was nearly empty again and the money tin is empty too. He says he gave it to "the lad who does the windows", but the window cleaner comes monthly and was here last week, and he's always paid by you. The office let me buy milk and bread from petty cash, receipt in the tin. Can you look into it and restock the tin? He ate a sandwich and took his tablets. Amina
Mrs Doyle was very low today. It would have been her wedding anniversary, but it's more than that: she said she doesn't see the point in getting up any more and that she'd be better off with Frank. She ate very little. I've passed this to my manager. Could you visit or phone her this evening, and ask whether she'd be willing to talk to her GP? Beth
Morning visit for Mr Harcourt. The dressing on his leg has come loose, there's a smell from the wound, and the skin around it is red and hot. The district nurse isn't due until Thursday. I've rung their office and left a message but had no reply yet. Would you chase them this afternoon? He says it's throbbing and he didn't sleep for it. Joe
Hello, Mr Pereira's blood sugar was low at breakfast, 3.2, and he was sweaty and shaky. I gave him the orange juice and biscuits as the plan says and it came up to 5.8 within twenty minutes. He'd taken his insulin but hadn't eaten any supper last night. The office has told the diabetes nurse, but please remind him to eat in the evening and check his cupboards. Nadia
Edna was on the phone to someone when I arrived, and when I asked who, she said it was her bank asking her to read out the numbers on her card. I asked her to hang up, which she did, but she'd already given them some of the numbers and the three on the back. Ring her bank straight away to stop the card, please, and I'll stay until you've called. She ate her breakfast and took her tablets afterwards. Paula
Mrs Kowalczyk's throat is sore and she can barely swallow, even water. Her temperature was 38.6 this morning and she's coughing. She still insists it's just from shouting at the snooker, but it's been three days now and she's getting worse, not better. I've asked the surgery for a home visit this afternoon. Can one of the family be there when the doctor comes? Amina
Hi Raj, your mum asked me to write down that she'd like to go to the garden centre again, but I need to tell you something else. When I helped her with her bath, I noticed a sore patch on her bottom, red and broken. It needs the district nurse and perhaps a pressure cushion for her chair. I've told the office, but please chase it too. Nadia
Mr Baptiste's smoke alarm didn't beep when I pressed the test button, even with a new battery. It seems to be broken. He cooks for himself in the evenings and has fallen asleep with the oven on before. Could you arrange a new alarm as soon as possible? The fire service also does free home safety checks for older people, if you'd like me to find the number. He ate his lunch and took his tablets without fuss. Joe
Hello Martin, your father said he felt dizzy when he stood up, and this time it didn't pass. He had to hold the worktop and then slid down to the floor, though he didn't hit anything. I helped him up with the chair method and he said he was fine, but he was pale for twenty minutes. It's the third time this week. He needs to see the GP, please. Nadia
Nana Bea's friend Irene rang while I was there and said Bea hasn't answered the phone to her all week. Bea told me she doesn't want to speak to anyone and has stopped going to the lunch club. She ate only half her sandwich and left her tea. This isn't like her at all. Could we talk about how she's feeling, and would she see someone about her mood? Paula
Mrs Lindqvist's granddaughter left a note asking us to give her an extra tablet for her headaches from a box she'd brought, but it isn't on the medication chart, so we can't give it. Mrs L had a bad headache today and was rubbing her temples all visit. Please ask the GP to add it to her prescription, or to suggest something else we're allowed to give. Tomasz
Mr Okafor told me a man knocked on his door yesterday offering to fix some loose roof tiles for four hundred pounds in cash, and he's agreed for him to come back on Friday to be paid. Nobody we know has noticed a problem with the roof. Please speak to him before Friday, and it would be good if someone could be there when the man comes. Lunch eaten and tablets taken. Grace
Claire, your dad was still asleep when I arrived at eight, and he was very hard to wake. When he did wake, his speech was slurred and one side of his mouth looked droopy. I've called an ambulance and it's on its way, and I'm staying with him until it arrives. Please ring the office as soon as you get this and they'll tell you which hospital. Amina
Visit for Mrs Doyle. She asked the mobile hairdresser to come back next week, but when she went to pay her today the money in the drawer had gone. She also says someone has been "in the house at night". The doors were locked this morning. I'm not sure whether she's confused or something is going on, but someone in the family needs to look into it. She ate her lunch and her tablets are done. Beth
Mr Harcourt's post included a hospital letter for his eye clinic, but the date was yesterday, so he's missed it. He says he didn't open the envelope because it looked like junk. Could you ring the clinic to rebook? It might also help if someone went through his post every week, as I think there may be other letters he hasn't opened. Joe
Mr Pereira was much more forgetful than usual today. He didn't know my name, which he always does, and he asked three times whether his wife was coming home; she died four years ago. It didn't clear after his coffee the way his morning muddle usually does. I think the GP should hear about this change soon. He ate his lunch and took his tablets. Nadia
Hi Sue, your mum is struggling with the new hearing aid. It whistles constantly and she's taken to leaving it out. She can't hear the doorbell or the phone without it, so she didn't answer when the nurse came this morning and the nurse went away. Please book her back in with the audiology clinic, and let the nurse know she'll need to ring ahead. She ate a jacket potato and took her tablets. Beth
Edna's cat was sick again on the kitchen floor, and Edna slipped in it before I got there. She says she didn't fall right over, just caught herself on the table, but her wrist is swollen and she can't grip her cup. I think it needs an X-ray. Can someone take her to the minor injuries unit today? I've put a cold pack on it for now. Paula
Mrs Kowalczyk's pendant alarm was on the kitchen windowsill when I arrived, not round her neck. She says it's "too ugly" and she's stopped wearing it altogether. If she falls, she has no way of calling for help, especially at night. Would you have a word with her? The alarm company also does a wristwatch version, which she might accept. Tablets taken and lunch eaten. Amina
Hello Raj, your mum told me she didn't sleep at all because of the storm, and part of the fence has blown down into the back garden. There's a panel lying across the path to the bins, and she nearly tripped over it going out this morning. I've asked her not to go out the back until it's moved. Is someone able to come round and shift it? She ate her lunch and had her tablets. Nadia
Mr Baptiste asked me to sort out his post, and among it were three red letters from the electricity company saying he's several hundred pounds behind. He was sure it was on direct debit. He's quite upset and kept asking whether they'll cut him off. Can you help him contact them this week? I've put the letters in a folder on the table for you. He ate only half his lunch but took his tablets. Joe
Martin, your father seemed low today and didn't want to do his exercises. He said his knee has been hurting at night and keeping him awake. It's visibly more swollen than last week and warm to the touch. He doesn't want a fuss, but I think he should be seen. Could you book him a GP appointment, and maybe take him yourself so he actually goes? Nadia
Nana Bea's cold has gone to her chest. She's coughing up green phlegm, and she got breathless walking from the bedroom to the lounge, which she's never done before. Her temperature is 38.2. Given her age I'd really like a doctor to listen to her chest today rather than waiting for Monday. Will you ring the surgery, or shall I ask the office to? Paula
Mrs Lindqvist's tablets have changed: the GP stopped the water tablet last week, but the pharmacy has delivered a new blister pack with it still in. I've held back today's water tablet, but somebody needs to sort it out with the pharmacy before tomorrow's pocket is opened by the morning carer. Ring them today if you can; they close at six. Tomasz
Mr Okafor's urine was very dark today and he hardly drank anything during my visits, despite the chart on the fridge. He says drinking makes him need the toilet too often and he's afraid of not getting there in time. He's also more muddled than usual this afternoon. Please talk to the GP about testing for an infection, and about the toilet worry. Grace
Hi Claire, the heating's not working. The boiler is showing a fault code, and the house was cold when I arrived, 14 degrees on the thermostat. Your dad was sitting in his coat and hat. I've put the electric heater on in the lounge and given him a hot drink, but someone needs to get an engineer out today, as it's going below freezing tonight. He ate some soup and took his tablets. Amina
Mrs Doyle's chiropodist left a note saying there's a sore on her big toe that isn't healing, and that she should see the GP because of her diabetes. The note was written on Tuesday and nobody has booked anything yet. Would you ring the surgery tomorrow? I've kept the toe clean and covered, but it looks worse than it did on Wednesday. Beth
Mr Harcourt cut his hand badly opening a tin before I arrived. It was still bleeding through a tea towel. I applied pressure and a dressing, but the cut is deep and I think it needs stitches. I've rung the office and they're sending someone to take him to minor injuries. Give him a call this evening to see how he got on. Joe
Mr Pereira's daughter rang while I was there, and afterwards he told me she'd said she wasn't coming at Christmas after all. He was in tears and didn't want his lunch. He keeps saying there's nothing to look forward to now. Could someone in the family spend some time with him this week? I don't think he should be on his own so much. He took his tablets but wouldn't eat. Nadia
Edna has refused a wash for the fourth day running, and her clothes haven't been changed since Sunday. She gets angry when I suggest it, which is not like her at all. There's also a smell of urine in the bedroom. I think we need a review of her care, and perhaps a GP check for an infection. Can we arrange to talk this week? Paula
Mrs Kowalczyk didn't recognise me today, even though I've been coming three times a week for two years. She asked who I was and wouldn't let me in at first. Once she did, she called me by her sister's name. She ate her lunch, but this is new. Could you ask the GP to see her soon? I've let the office know as well. Amina
Hello Raj, your mum's new walking frame is too tall for her, and she's leaning forward on it in a way that looks unsafe. She nearly tipped it going over the doormat this afternoon. Would you ask the occupational therapist to come back and adjust it? Until then I've asked her to use the old one, which is back out of the cupboard. She ate her lunch and had her tablets. Nadia
Mr Baptiste had a visitor today, a man he called Joan's nephew, who was asking him to sign something about the house. Mr Baptiste didn't seem to understand what it was. I asked the man to come back when family are present, and he left without leaving a name. Would you look into this, and tell him not to sign anything on his own? He ate his lunch and took his tablets afterwards. Joe
Martin, your father's hearing aid batteries have run out, and there are no spares in the drawer. He can't hear anything without them, including me or the phone. The next delivery isn't until next Thursday. Could you bring some round tomorrow? We'll write things down for him until then, but he's frustrated. Nadia
Nana Bea told me a man rang about her electricity and she gave him her bank details so he could "sort out the refund". It wasn't her supplier's number. Please contact her bank urgently and report it. She's embarrassed, so please be gentle with her. I've put a note by the phone saying never to give out card numbers. Paula
Mrs Lindqvist has had diarrhoea since yesterday and has been to the toilet eight times this morning. She's drinking very little and looks dry around the mouth. I've given her water and rung 111 for advice; they're calling back. Can someone stay with her tonight, or at least ring her every couple of hours? Tomasz
Mr Okafor's neat shopping list was for the same things as last week, but last week's delivery is still in the bags in the hall, unopened and going off. He hasn't been eating the food. I've put away what's still good and thrown out the rest. We need to talk about how he's managing between visits. Grace
Hi Claire, your dad told me he's been lonely in the evenings, and that some nights he doesn't see the point of getting into bed, so he sleeps in the chair. His legs are swollen from it. I think he'd benefit from more company, and the GP should see his legs. Shall we talk about both when you're next in? He ate his lunch and took his tablets. Amina
Mrs Doyle's daughter called in and they went for a short walk, but Mrs Doyle came back very tired and short of breath, and she's had pains in her chest on and off since. She says it's indigestion. I'd like her seen today just to be safe. Can you ring the GP while I stay with her? Beth
Mr Harcourt has forgotten his tablets for the last three days. The blister pack still has Friday, Saturday and Sunday untouched, although he says he's sure he took them. He's on a heart tablet that shouldn't be missed. I've given today's. Please talk to the GP about whether he needs us to give them from now on. Joe
Mr Pereira was grumpy today and didn't want to chat, but that's not the worry. His right foot has a blister that's gone black at the edge, and he hadn't felt it because of his diabetes. It needs looking at urgently. I've called the nurse, but please follow up with her tomorrow. He ate his lunch and his tablets are taken. Nadia
Edna was worried about a lump on her arm, and rightly so: it's new, not the mole the GP looked at in the spring. It's about the size of a grape and sore when touched. She'd like you to come with her to the GP. Will you book an appointment for a day you're free? Tablets taken. Paula
Mrs Kowalczyk's freezer has stopped working and everything inside has thawed. She'd been eating some of it, including chicken that smelt off, and she's had stomach cramps since. I've cleared it out. She needs a new freezer and some food in for the week. Can you sort that out, and watch for any sickness? Amina
Hello Raj, Mum had her hair cut today, but the hairdresser told me Mum had asked her to come back tomorrow to do it again, having forgotten it was just done. She paid twice as well. Mum also couldn't name the grandchildren in her photos today, which she's always done easily. It's worth mentioning to the GP. She ate well and took her tablets. Nadia
Mr Baptiste had a fall this morning before I arrived. He pressed his alarm and the call centre got his neighbour to help him up, but it seems nobody let the family or us know. He's got a graze on his elbow and says his back aches. Please make sure he's checked over by someone today. Joe
Martin, your father stayed in bed all day and refused his breakfast and lunch. He says he's just tired, but he's normally up by nine. He also didn't want to open his birthday cards, including yours. He's not himself at all. Will you come over this evening, or at least ring him? Nadia
Nana Bea's new glasses aren't right. She says everything looks blurry and she walked into the door frame twice today. She needs to go back to the optician to have them checked. Until then I've asked her to wear the old pair around the house, but she keeps forgetting and picking up the new ones. She ate her lunch and had her tablets. Paula
Mrs Lindqvist was very cross with me today and threw her cup across the kitchen when I tried to help her into her cardigan. She's never done anything like that. Afterwards she cried and said she didn't know where she was. Please ask the GP to see her, as a sudden change like this can mean an infection. Tomasz
Mr Okafor's weight was checked today and he's lost four kilos since last month. His trousers are loose on him. He says he's eating, but the meals left on Monday are still in the fridge. The GP needs to hear about this, and maybe we could add a teatime call to sit with him while he eats. Grace
Hi Claire, your dad wanted to go through his old photos, but halfway through he became very distressed, saying "they're all gone", and he couldn't be comforted for a long time. He's been tearful a lot this week. Could you visit, and would it be worth talking to his GP about his mood? He ate a little lunch and took his tablets. Amina
Mrs Doyle had a nosebleed that wouldn't stop: after twenty-five minutes of pinching it was still going. I rang 111 as the plan says. They've told me to take her to the urgent care centre, and the office is sending a taxi. Please meet us there if you can, and bring her list of tablets. Beth
Mr Harcourt's tablets have run out. The repeat prescription wasn't ordered, and the pharmacy says it can't be ready until Monday. He's already missed today's heart tablet. Please call the surgery this morning and ask for an urgent prescription; I can collect it on my lunchtime visit if it's ready. Joe
Mr Pereira showed me a letter from the council saying his housing benefit will stop unless he fills in a form by Friday. He hasn't started it and doesn't understand the questions. Can someone from the family help him with it this week? We're not allowed to fill it in for him. He ate his lunch and took his tablets. Nadia
Edna had a bad dream last night and was still frightened this morning, saying there were people living in her loft. She wouldn't go upstairs. She told me she's been seeing things in the corners of rooms for a few days. This is new for her. I think the GP ought to see her this week. Paula
Mrs Kowalczyk let the window cleaner in, but he wasn't her usual man. He asked for six months' money up front, and she gave him two hundred pounds in cash. She doesn't know his name. Would you check with her usual window cleaner and report it if he knows nothing about it? She ate her lunch and took her tablets. Amina
Hello Raj, the wheelchair taxi didn't turn up today, so your mum missed the day centre. She was dressed and waiting for two hours and became very upset. The taxi firm says the booking was cancelled, though not by us. Can you sort it out with the day centre so it doesn't happen again next week? She ate a sandwich at home and took her tablets. Nadia
Mr Baptiste's knee is hot, red and very swollen today, and he couldn't put any weight on it to walk to the toilet. He'd been kneeling in the garden two days ago. I helped him onto the commode. He needs a doctor to see it today, please; I've left the surgery's number by his chair. Joe
Martin, your father's inhaler is empty. He used it at nine but nothing came out, and he was wheezy all morning. There's no spare in the house. Would you get a new one from the pharmacy today? I've told the office too, and they'll ring if it isn't sorted by teatime. He ate his breakfast and took his other tablets. Nadia
Nana Bea had a quiet day, too quiet. She hardly spoke, and her words were muddled when she did. She couldn't lift her cup with her left hand. I was worried this might be a stroke and called 999, and the paramedics are with her now. Please ring the office straight away. Paula
Mrs Lindqvist isn't using the grab rail in the shower. Today she held the towel rail instead, it came away from the wall, and she nearly fell. The towel rail needs fixing properly and she needs reminding about the grab rail. Can someone come and put it back up safely this week? She ate her breakfast and took her tablets. Tomasz
""",
}

# A comment left in the visitors' book of a small town museum (local history, a mill, a mining
# gallery, a lifeboat room, a café and a gift shop): the writer's view of the visit. `positive`
# pleased overall (a joking "only complaint" or a smaller-than-expected exhibit included);
# `negative` displeased overall (a polite aside included); `mixed` real praise and real criticism
# weighed together; `neutral` no view of the visit at all: who came and why, a question, a memory,
# a message for the staff.
MUSEUM = {
    "positive": """
What a gem. We only popped in to get out of the rain and ended up staying three hours. The film about the mill wheel had my husband in tears.
The children loved the dressing-up box in the Victorian schoolroom. Our youngest refused to take off the bonnet, so we may owe you a bonnet.
Grandad used to work down the pit and he spent ages telling us stories in the mining gallery. Thank you for keeping all this alive.
Only complaint: we ran out of time before closing! But we'll be back at half term for the upstairs rooms.
Brilliant volunteers. The gentleman on the lifeboat display knew every rescue by heart and made the kids feel like crew.
Came with low expectations, honestly, as it looked tiny from the outside, but left amazed at how much you've packed in.
The audio guide is superb: funny, short, and voiced by local people. More museums should do this.
My daughter has autism, and the quiet room and ear defenders made this our best day out in months. Staff were kind and patient.
Beautifully laid out, never crowded, and every label actually worth reading. Free entry too, so I put twenty pounds in the box.
We did the children's trail twice because they wanted to find the little mouse again. Found it both times. Lovely idea.
Wonderful costume room. I never expected to learn so much about buttons, and now I'm strangely fascinated by them.
Third visit this year and it's still my favourite place in town. The new map room is a triumph.
The café scones alone are worth the trip, and the museum is pretty good too! Thank you all.
Moving war memorial room. Finding my great-uncle's name on the board, with his photo beside it, meant the world to my mum.
Came for the steam engine, stayed for the weaving looms. The demonstration was fascinating and the lady let the kids have a go.
A small museum with a big heart. Everyone said hello, and the lift made it easy with the pushchair.
I thought I'd be bored, as I'm fifteen and my mum dragged me here, but the shipwreck bit was actually really cool.
Excellent. Nothing fancy, no screens everywhere, just real objects and good stories told well by people who care.
The Roman coins are displayed so well, with the magnifiers at child height. My son wants to be an archaeologist now. Thank you!
Five stars, and I'd give six if I could. The only thing wrong was the rain outside, which isn't your fault.
Over from Ohio to trace my family. The volunteer in the archive room found my great-great-grandmother's baptism in twenty minutes. Unforgettable.
The sensory bags for toddlers were a lifesaver, and so was the baby changing room. We'll definitely be back.
Really enjoyed the old shop recreated downstairs. The smell of soap and the biscuit tins took me straight back to my nan's.
I've been to the big national museums, and honestly this was more fun. Hands-on, friendly and never rushed.
Loved it. The dinosaur footprint is smaller than I expected, but the story of how the farmer found it is brilliant.
Lovely afternoon. Nobody minded at all that my dog came in with us, and there was even a water bowl at the door.
We came on the school trip and the Victorian lesson was so strict it was fun. Miss was scary but nice after.
As a retired teacher, I was impressed by how clearly everything is explained without ever talking down to anyone.
Thank you for the wheelchair you lent my mother. Without it she couldn't have seen the upstairs galleries, which she loved.
Can't believe this is free. The kiln room alone beats places I've paid fifteen pounds to get into.
The gift shop is dangerous: I came out with three books and a tea towel. A fantastic visit from start to finish.
My late dad's lamp is in the mining case! Didn't expect to see it there. So proud. Thank you for looking after it.
Well worth the detour off the motorway. Friendly, thoughtful and full of surprises round every corner.
Spent the whole morning in the photograph archive. Knowledgeable, patient staff, and they even brought a cup of tea to my desk.
We were worried the kids would be bored, but they ran from room to room shouting "look at this!" all day.
A fine little collection, beautifully kept. The stained glass in the chapel room catches the evening light perfectly.
Nothing to complain about at all. Clean, warm, interesting, and the volunteer in the lifeboat room made our day.
Grandma, who is 92, walked round the whole ground floor and recognised her own school photo. We're still talking about it.
Came for an hour, stayed till closing. The new toy gallery is a joy, especially the wind-up train set.
Superb exhibition about the flood of 1912. Simple, honest, and the recorded memories were very affecting.
""",
    "negative": """
Very disappointing. Half the upstairs was closed for "refurbishment" with no warning on the website, and nobody at the desk even apologised.
The mining gallery is so dark that my mother, who has poor eyesight, couldn't read a single label. Please think about older visitors.
We drove forty minutes to see the steam engine and it wasn't running. The sign says it runs on Sundays. It's Sunday.
A rude volunteer told my children off for touching the dressing-up box, which has a sign on it saying please touch!
No lift to the top floor, and no mention of that anywhere on the website. My husband waited in the car for an hour.
The café was out of everything but crisps by one o'clock, and the toilets were filthy. Not good enough.
Labels written for experts. Lots of dates and Latin, and no idea why anything mattered. My kids gave up in ten minutes.
I came to see the Roman coins I'd read about, and they've been lent to another museum. A note online would have saved me the trip.
Far too crowded with school groups. We couldn't get near anything, and the noise in the schoolroom was unbearable.
The audio guide kept cutting out and the headphones were sticky. We gave up halfway round and just left.
Sorry, but this is a room of old tools with typed labels. Nothing has changed since I came here as a child in the eighties.
Twelve pounds each for this? We were round it in forty minutes, and half of that was spent in the gift shop.
The war memorial room has my grandfather's name spelt wrong. I told the desk two years ago and it's still wrong.
The children's trail was missing pages and the pencils were all broken. The staff didn't seem to care when we mentioned it.
Freezing cold in the costume room. I kept my coat on and still couldn't feel my fingers, so I couldn't enjoy any of it.
I'm sure the collection is lovely, but we were followed around by a guard as if we were about to steal something. Left early.
Parking is impossible and the nearest car park charges a fortune. By the time we'd walked here we had forty minutes before closing.
The fire alarm test went on for most of our visit, a deafening bell every few minutes. Why do this on a Saturday?
The shipwreck display is just a model boat and a video that doesn't work. Very underwhelming after all the posters in town.
Staff chatting behind the desk and nobody said hello. When I asked about the archive, I was told to "look on the website".
Nothing here for teenagers at all. Mine tried, but they were bored stiff within ten minutes and I can't blame them.
The new "interactive" screens are all broken or frozen. Bring back the old displays, they at least worked.
Shut at three on a weekday with no notice. We arrived at half two and were told they were "closing up".
The dinosaur footprint is a plaster copy, which you only find out from the tiny card at the bottom. Felt a bit cheated.
Baby changing was in the accessible toilet, which was locked, and the key was "somewhere". Not a family-friendly place.
The gift shop is overpriced tat, and the museum itself is instantly forgettable. Not worth the bus fare from town.
Dusty cases, faded labels and dead flies in the window of the Victorian shop. This place badly needs some love.
My wheelchair couldn't get through the door of the mill room, and there's no ramp to the garden. In this day and age.
Lifeboat gallery closed, kiln room closed, café closed. What exactly is open here, apart from the gift shop?
We were hurried out fifteen minutes before the advertised closing time because a volunteer wanted to lock up.
Poor signs everywhere. We got lost twice, missed the toy gallery entirely and only heard about it from another family in the car park.
I expected far more about the town's weaving history. There's one loom and one poster. Disappointing for such an important story.
Hard benches, no seats in most rooms and nowhere to rest. Not suitable for older people at all, sadly.
Far too much text on the walls. It's like reading a whole book standing up, with nothing to look at.
Cold tea, a stale scone, and the woman at the till was on her phone the whole time we were there.
The map room is wonderful in theory, but the lighting is so bad you can't see any of the detail on the maps.
A total waste of a wet afternoon. Our children said it was the most boring place they'd ever been, and for once I agree.
The photo of the pit disaster had no warning before it, and my young son was very upset by it. Thoughtless.
Booked the archive room a month ahead, and when I arrived nobody knew anything about my booking. Wasted a day off.
They've taken down the old railway models, which were the only reason we came. What a shame, we won't be back.
""",
    "mixed": """
The costume room is fascinating. Sadly the lighting is so dim it's hard to see the detail. Lovely staff, though.
The kids adored the dressing-up box. I was less keen on the café, which charged three pounds for a glass of squash.
Great mining gallery, terrible toilets. Fix the toilets and I'd happily recommend you to everyone I know.
The volunteers were wonderful, but I can't say the same for the building: steep stairs everywhere and no lift.
Good for an hour on a rainy day. Interesting local history, though it felt a bit tired and the café was closed.
The Roman coins were well worth seeing. The rest was rather dull, I'm afraid, and we were done in half an hour.
Lovely old shop recreated downstairs, but the upstairs galleries need updating; some of the labels are from the seventies.
Loved the steam engine demonstration, hated the queue for it. An hour in the cold with toddlers was no fun.
The audio guide was very informative but much too long. We'd only got through two rooms by lunchtime.
Friendly welcome and a good children's trail, but the shipwreck room was shut, which was the main reason we came.
Brilliant archive staff. Shame about the opening hours: two afternoons a week just isn't enough for researchers.
The war memorial room is beautifully done. The gift shop right next to it, selling novelty pencils, feels out of place.
My son really enjoyed the toy gallery; my daughter was bored by everything else. So, half a success, I suppose.
The new extension is stunning. Shame the old collection has been squeezed into a corridor to make room for it.
Great exhibits, poor signposting. We only found the lifeboat room by accident on our way out.
Good value and well kept. Could do with more seating, though, and the café's soup was stone cold.
The weaving demonstration was superb; the film afterwards was out of focus and far too loud.
Some rooms are excellent, especially the map room. Others feel like a storage cupboard with the door left open.
Lift out of order, which meant my mum couldn't get upstairs. What she did see downstairs she enjoyed very much.
I learnt more here in an hour than in a year of school history, but the heating must be broken. Bring a jumper.
Fun for little ones, not much for grown-ups. Apart from the coins and the kiln, we adults were just waiting around.
The staff were helpful when my son felt unwell, which I'm grateful for, but the exhibition itself was thin for the price.
An enjoyable visit, spoilt a bit by a noisy school party in every single room we went into.
The dinosaur footprint is amazing. The rest of the natural history room is a few stuffed birds and a lot of dust.
Wonderful displays, but too many are behind glass at adult height, so my five-year-old saw almost nothing.
Loved the stained glass and the garden. The toilets were out of order, though, which with two small children was a problem.
Interesting stories, badly told. Too much text and too few pictures, but the stories themselves are great.
The activities for children are a real strength here. The adult galleries feel neglected by comparison.
Parking was a nightmare and we nearly gave up, but once inside it was a lovely, calm place to spend the morning.
Friendly, free and interesting, though half the interactive screens weren't working and nobody seemed to know.
The photograph archive is a treasure; the booking system is a nightmare. Three emails to get one slot.
Our guide was brilliant, but the tour was far too short. Forty minutes for a building with that much history?
A great collection of local pottery. The labels are tiny and placed at knee height, though, so bring your glasses.
I'd come back for the mill wheel and the cake in the café. I wouldn't come back for the upstairs rooms.
The flood exhibition is moving, but the recorded memories were too quiet to hear over the air conditioning.
Lovely volunteers, though one of them followed us round talking for half an hour and we couldn't read a thing.
The renovation has made it much brighter, yet a lot of the old charm went with the dark wooden cases.
Nice little museum to fill a wet afternoon when you're in town. Not worth a special trip, in my opinion.
Great gift shop, average museum. We spent longer choosing postcards than we did in the galleries.
The garden was lovely and the café good, but the galleries themselves were a real let-down.
""",
    "neutral": """
Visiting from Leeds with my sister for the weekend. Our first time in the town, staying at the inn by the bridge.
Does anyone know if the old tannery stood on Mill Lane or Brook Street? My grandfather worked there in the thirties.
Came in on the number 14 bus with the walking group before our lunch. Twelve of us today, plus one dog.
School trip, Year 4, Oak Class. Thirty children and five adults, here for the morning session in the schoolroom.
Is the archive room open on Saturdays, or only during the week? I'd like to look at the parish records for 1850.
In memory of Harold Pike, who gave the mining lamps in the first case to this museum in 1962. Signed by his niece.
My great-grandmother is in the photograph of the mill girls, third from the left in the back row. Her name was Annie Coe.
Popped in while waiting for the car to be repaired at the garage round the corner. They said an hour, but it could be two.
Could someone tell me whether the steam engine runs on bank holidays? We'd like to bring our grandson in August.
Here with the walking club before the climb up to the quarry. We meet in the car park every second Sunday.
I have a box of my father's letters from the war. Would the museum be interested in seeing them? Email on the card at the desk.
Came with my son and his wife from Bristol. It's my eightieth birthday today and we're having lunch at the pub afterwards.
The lady at the desk asked us to sign the book, so here we are. Liz and Mark, from Cardiff, passing through.
Looking for anything on the lifeboat crew of 1911. Please pass my details on to the family history society if you have records.
Returned the borrowed wheelchair to the front desk at 3pm. Left it folded by the umbrella stand.
Came for the Tuesday evening talk on canal boats with my husband. We sat at the back near the door.
My uncle's name is on the war memorial board: Private J. Hollis, died 1917. Came to see it with my daughter.
Second visit this month, this time with our cousins from Australia, who are staying with us until Easter.
Is there somewhere to leave bags? We're walking on to the coast this afternoon and have our rucksacks with us.
Dropped off the donated quilt for the curator, as arranged by phone last week. It's in a bag behind the desk.
Our class is studying the Victorians this term, so we came to see the schoolroom and the toys.
Please could someone call me back about volunteering on Wednesdays? I've left my number with the lady at the desk.
Found a child's red glove on the floor of the costume room. Handed it in at the desk on our way out.
Which century is the red loom from? We're having a family argument about it and need someone to settle it.
Visiting with my mother, who grew up on Canal Row before it was knocked down to build the ring road.
Came to see where my grandparents got married. The church is across the road, apparently, so we're heading there next.
From the Netherlands, cycling the coast path north to south. Stopped here for the afternoon while the rain passes.
Is it possible to hire the garden room for a small birthday party? Around twenty guests, on a Saturday in June.
Here with my two grandsons while their mum is at work. Back to the park next, then home for tea.
Does the museum have any records of the old cinema on the high street? It closed in the 1920s, I believe, but nobody remembers its name.
A group of eight from St Anne's church, visiting by minibus. We're going on to the garden centre after this.
My dad drove the last steam engine on the branch line before it closed. His name was Walter Greaves, if anyone remembers him.
I'm researching clay pipes for a university project. Who should I contact about seeing the ones in storage?
Today is our wedding anniversary. We had our first date in this building when it was still the post office.
Dropped off a pile of parish magazines for the leaflet rack, as agreed with Sandra at the desk on Monday.
Came with the camera club to photograph the mill wheel, with permission from the manager for the tripods.
We're staying at the campsite up the hill for a week and saw your leaflet on their noticeboard.
Can dogs come into the garden, or only onto the café terrace? Ours is waiting outside with my husband.
The bus timetable on the noticeboard says the last bus to the station is at 5:40. Is that still right in winter?
Visited with the over-sixties local history group from the next valley. Fourteen members and our driver.
""",
}

# A delivery driver's text message to the person a parcel is for: where the delivery stands.
# `arriving` on the way or nearly there, before any attempt; `delivered` left at the address or
# handed to someone in the household (a safe place, the porch, the letterbox, a cleaner, a son);
# `neighbour` left with someone living nearby who took it in; `missed` an attempt failed and the
# parcel is kept, taken back to the depot or post office, or tried again later; `delayed` later
# than planned or moved to another day before any attempt; `directions` the driver needs to know
# how to find or get into the address (a gate code, which door, where to park).
COURIER = {
    "arriving": """
Hi, it's Dan with your parcel, sorry it's so early. About ten minutes away now.
Two stops before you, so I should be with you around 2:15.
Just turned onto your road, it's a big box so I'll knock rather than ring.
Your delivery is next on my list. Be there in five.
Driver here, on my way with your fridge, roughly half an hour.
On the motorway now, with you by lunchtime all being well.
Heading to you next and I'll ring the bell, please keep the dog inside.
Running a bit ahead of schedule, I can get to you in 20 mins if that's ok?
Parcel's on the van and you're my fourth drop. See you soon.
Nearly there, I'll park round the back as the front is blocked by a skip.
Pulling up outside yours now.
Good morning, I've got flowers for you and I'll be there in a quarter of an hour.
Be at yours in about 15 minutes with the sofa, two of us carrying.
Hi, I'm in the next street, won't be long.
Your parcel is with me today, expect me between 1 and 2.
Heading your way now, will anyone be in to sign for it?
Leaving the depot now and you're first on my round.
The traffic has cleared so I'm back on time, with you at 3ish.
Ten mins away with your groceries, the frozen bag is on top.
Hiya, got your new mattress on board, with you shortly.
I'll be round in about twenty minutes, hope that suits.
Coming to you now from the industrial estate, not far at all.
I'm four minutes from you with your takeaway, have the door ready.
Delivering next door first, then yours straight after.
Hi, courier here. At your door within the hour.
""",
    "delivered": """
Left your parcel in the green bin as requested. Have a good day.
Delivered to your porch at 11:42, photo attached.
Knocked twice, no answer, so it's behind the side gate in your safe place.
Handed to the gentleman who answered, and he signed for it.
Your parcel is in the shed, the door was unlocked as you said.
Posted through your letterbox, it only just fitted.
All done, the boxes are stacked in your hallway.
Your son took it in at the door and signed as Leo.
Put in your parcel box by the front step, the code worked fine.
Sorry, had to fold it a bit to get it through the letterbox, but it's in.
Nobody answered, so the parcel is in the porch under the mat as you asked.
Placed behind the plant pot by your back door, out of sight, so no one will be tempted.
No one in, so it's on your doorstep, out of the rain under the canopy.
Your wife answered and took the flowers. Enjoy them!
Done, the washing machine is in your kitchen and the old one is on the van.
Your shopping is on the kitchen table, the lady who answered helped me carry it.
Nobody came to the door, so as per your instructions I left it in the garage.
The parcel is inside your gate, tucked under the bench.
Dropped at your door at 4:10 and rang the bell to let you know.
Your neighbour pointed me to your flat, parcel left outside your door.
Signed for by your cleaner at 9:30 this morning.
Couldn't fit it in the parcel box, so it's on top of your bin with the lid closed.
Left at your front door. Thanks for the cold drink you put out!
Got it to you just before the rain, cheers for signing.
Parcel placed in your recycling box with the lid on, same as last time.
""",
    "neighbour": """
No answer at yours, so your parcel is with the lady at number 8.
Left with your neighbour at 23, she said she'd bring it round later.
No one in, so the man next door took it, the one with the blue door.
Your parcel's at flat 2, the gentleman downstairs signed for it.
It's across the road with Mrs Patel at number 41. Card through your door.
No luck at yours, so next door kindly took it for you.
Left with the house on the left, they have a dog, hope that's ok.
Nobody home, so I gave it to the man next door who was washing his car.
Your parcel's at number 16, with the lady who has the red car.
Knocked and no reply, but your neighbour at 5 said she knows you and took it.
Your package has gone to the flat above yours, name on the card.
It's at number 30, the house with the trampoline in the front garden.
The couple at 19 have your parcel, they said to knock any time.
Nobody answered, so it's with your neighbour across the landing.
Your box is with the lady at the end house, number 2, she's in all afternoon.
You weren't home so it's with the family at 9, they'd just got back from school.
Couldn't leave it outside in this rain, so it's with your neighbour at 14.
Wasn't able to get you, but the man at 11 kindly signed for it.
Card through your letterbox: your parcel is at number 3, next door but one.
Mr Ellis two doors up has your box. He said you wouldn't mind.
Nobody in at 10, so the parcel has been left with 12 instead.
I've given your flowers to the lady at number 7, she'll put them in water.
Your neighbour at the farm cottage has it, the one with the geese.
Missed you, but the student in the flat opposite took it in.
No reply at your door, so it's next door with the older gentleman.
""",
    "missed": """
Sorry I missed you, I'll try again tomorrow between 9 and 12.
Your doorbell went unanswered and there's nowhere safe to leave it, so it's going back to the depot.
Knocked and rang, nobody in, and the neighbours were out too. Will try again Monday.
Tried to deliver at 10:05, no reply. Card left, you can rebook online.
Couldn't deliver today, it needs a signature and no one was home.
Nobody home and no safe place, so it's coming back with me. Second attempt tomorrow.
I was at your door at 2 but got no answer. I'll try again on Thursday.
Sorry, the parcel needs ID so I couldn't leave it. It's staying on the van till tomorrow.
Your neighbours weren't in either, so it's back at the depot. Collect it from Tuesday.
Attempted delivery, the door stayed shut. I'll have another go later this afternoon if I can.
Rang the bell three times, no joy. Parcel returned to the local depot.
Missed you at the door, there's a card through your letterbox with the reference.
We couldn't deliver the fridge, nobody was there to let us in. Please call the office to rearrange.
Called at your house twice today and nobody answered, so that's the second attempt failed.
Sorry, no one answered and the parcel is too big for a safe place. Try again Friday.
Came by at lunchtime but the house was empty. It's going back to the sorting office.
Knocked, waited, rang your mobile, nothing. I'll bring it back tomorrow.
Wine needs an adult signature and nobody was home, so I've kept it on the van.
Bad luck, just missed you! I'll be back on Monday morning.
Nobody at home, and you asked for it not to go to a neighbour, so it's back at the depot.
Left a card in your door. Collect from the post office on Mill Street from tomorrow.
Nobody answered at the flat and the buzzer's dead, so I couldn't get in. I'll try again tomorrow.
Nobody in to sign for your new phone, so I'll bring it back on the next working day.
Tried you at 8.30 this morning, no answer, so it's coming with me to the depot.
Sorry, I couldn't wait any longer and no one came to the door. Rebook via the link.
""",
    "delayed": """
Sorry, running about an hour behind, still aiming to get to you today.
The van's broken down, so your parcel will come tomorrow instead.
Stuck in traffic on the bypass, more like 4 than 2 now, apologies.
There's been an accident on the main road, I'll be a bit late.
Afraid I won't make it today, you're first tomorrow morning.
Snow has closed the hill road, your delivery is moved to Monday.
Running late, the earlier drops took longer than planned. It'll be about 6pm now.
Your parcel didn't make it onto my van this morning, it'll be on tomorrow's.
Delays at the depot, so it's looking like after five rather than lunchtime.
Bit behind today, sorry. Still coming, but more like 7.
Afraid the sofa's been held up at the warehouse, so no delivery today; they'll ring you to rebook.
Sorry, I'm running well behind, twenty more minutes at least.
Road's closed for a burst water main, finding a way round, it'll be a while.
Heavy rain has flooded the lane, so I can't get to you until tomorrow.
My van was loaded wrong, your parcel is on another driver's round, later today.
Sorry, we're short of drivers, so your delivery has slipped to Wednesday.
Stuck behind a tractor for miles, sorry, going to be later than I said.
Customs hold-up on your parcel, it won't be out for delivery until Friday now.
Still on my way, just much later than planned, the ferry was cancelled.
Had a flat tyre and I'm waiting for the recovery truck. Will update you.
Heads up, your time slot has been moved to the afternoon, 1 to 3.
Running behind, can you still take it after 8 tonight?
Your parcel missed the last van out, so it comes tomorrow.
Sorry, the bridge is shut and it's a long detour. Expect me later this evening.
Really sorry, the lift is out at the last block and I'm way behind now.
""",
    "directions": """
Hi, I'm outside number 22 but can't see 22A, where is it?
Sorry to bother you, what's the code for the gate? I'm at the entrance.
Can't find your house, the sat nav is taking me to a field. Any landmarks?
Which door is yours, the one by the bins or the one up the stairs?
Is there a buzzer for flat 6? I can only see numbers 1 to 5.
I'm at the farm track, do I go left or right at the barn?
Your road has two ends, are you near the school or the church?
Where's best to park? The street is full and I've got a big box.
Which block are you in, C or D? The signs are missing.
Is it the cottage with the red door or the one with the white gate?
Can you come down to the lobby? The lift needs a key fob.
The gate's locked, is there a side entrance I can use?
I'm at the shop on the corner, how do I get to your flat from here?
Is your house number on the door? I've walked past twice now.
Your address says the Old Mill but there are three of them on this lane.
Can't get through the barrier at the car park. Is there an intercom?
I'm round the back of the building, no sign of unit 4. Which floor?
Is the back door easier for the sofa? The front step looks narrow and steep.
The postcode brings me to a roundabout. Are you on the new estate?
Your neighbour says the entrance is round the side now, is that right?
Hi, the order says 14 but the door says 41, which one is you?
Your dog's barking at the gate, is it ok for me to come in?
Is there anywhere I can leave the van? It's double yellows all the way along.
I'm on the high street, is your shop above the bakery or the bank?
Road's blocked by a skip. Is there another way into your close?
""",
}

SETS = {"care": CARE, "museum": MUSEUM, "courier": COURIER}
