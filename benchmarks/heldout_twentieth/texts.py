"""The twentieth round of held-out sets, written by hand: one text per line under its label (see
README.md). Three sets: customers' emails to a garden maintenance firm (60 to 110 words),
messages to a dry cleaner and tailor's shop (6 to 25 words) and learners' messages to a driving
instructor (20 to 50 words).
``python3 benchmarks/heldout/write.py heldout_twentieth`` writes them as JSON."""

# A customer's email to a garden maintenance firm: the writer's own overall view of the firm.
# `positive` pleased, including a problem (a mistake, a bill, damage, a complaint) that was put
# right well; `negative` displeased, including emails that open politely or with thanks;
# `neutral` neither: requests, questions and updates, even when they open with warm praise.
GARDEN = {
    "positive": """
Hello, I wanted to drop you a line after Tuesday's visit. When your team arrived, the back lawn was more moss than grass and I'd honestly given up on it. Three months on, after the scarifying and the feed, it's thick and green and the neighbours keep asking who we use. The two lads were polite, tidied every scrap away and even closed the side gate, which matters with our dog. I couldn't be happier, and if you ever need a reference, I would gladly give one. Thank you all.
Dear all, I have to admit I was cross last month when the hedge was cut far lower than we'd agreed. I rang the office expecting an argument and instead got an apology and a visit from the manager the same week. She explained how it would grow back, knocked the cost off the bill and has kept an eye on it since. It's already filling in. I could not have asked for more. That's how a problem should be handled.
Hi there, just a quick note of thanks. I'm in my eighties and can't manage the garden any more, and I was nervous about letting strangers in. The young woman who comes every fortnight is a treasure. She chats to me about what she's doing, brings the roses on beautifully and never rushes. My daughter visited at the weekend and said the garden hasn't looked this good since my husband was alive.
Good evening. After the storm brought down half the old apple tree across our fence, I phoned in a panic on a Sunday. Somebody actually answered, and by Monday lunchtime the tree surgeon was here. The wood was cut and stacked for our log burner, the fence panel was propped up safely, and the quote for repairing it arrived that evening. I can't tell you what a relief it was. We'll be customers for years.
Hello, I'm writing to say how happy we are with the new patio. I know we were difficult clients, changing our minds about the slabs twice, but your foreman never once sighed at us. The levels are perfect, the rain runs off away from the house at last, and the planting around the edge has filled in well. We had our first barbecue out there on Saturday and toasted your crew.
Hi, I want to thank whoever sorted out the billing mix-up. I'd been charged for weekly mowing all winter when the lawn wasn't being cut at all. I emailed with some irritation, I admit, and within a day I had a full refund, a written apology and a sensible explanation of what had gone wrong with the direct debit. Mistakes happen; what counts is how they're fixed, and you fixed it properly.
Dear team, I'm sorry this thank you is so overdue. It's for the work on my mother's garden before we put the house on the market. It had been neglected for years, with brambles to the windows. In two days you cleared it, cut the lawn into shape and planted pots by the door. The estate agent said it made a real difference to viewings, and the house sold to the first couple who came round.
Hi, just wanted to say the new gardener you sent is fantastic. I'd had a couple of poor visits from the previous one and asked, rather nervously, whether I could have someone else. Nobody made a fuss. The new chap listened to what I wanted, spotted that the drainage was why my borders kept dying, and dug in a soakaway for very little extra. Everything's thriving now. Could you please pass this on to him?
Hello, sorry, I keep meaning to write. We've had your fortnightly service for two years and it has been consistently excellent. Same two faces, always on time, and they notice things I never would, like the vine weevil in the pots last spring. When I was in hospital in the autumn, they carried on and sent the invoices to my son without my needing to ask. I'm very grateful for all of it.
Dear all, we're still talking about how you handled things. When the mower clipped our car in the drive, I was expecting a week of back and forth. Instead the gardener knocked on the door straight away and owned up, your office arranged the repair with a local garage, and we never paid a penny. Accidents happen; honesty like that is rare. We've had the hedges done again this week and the work was as tidy as ever.
Hi, thank you so much for the wildlife pond. My children are thrilled, and we've already seen frogs and two kinds of dragonfly. I was worried about safety, and your designer suggested the metal grid just below the water, which I'd never have thought of. The stone edging looks like it has always been there. It is the best money we've spent on the house.
Hello, we had a small disaster last week when the new turf went yellow in the heatwave. I sent photos expecting to be told it was our fault for not watering enough. Your man came the next morning, said the soil beneath hadn't been prepared deep enough, and relaid the worst patches at no cost. It's greening up well. I appreciate you standing behind your work like that. Not every firm would.
Dear garden team, just a short note to say thank you for the last year. The garden was an overgrown mess when we bought the house, and you've turned it into somewhere we actually want to sit. The fruit trees you pruned in winter gave us more plums than we could eat, and I've been handing them out to neighbours. Looking forward to seeing what next spring brings.
Hi there, I was quite upset when I came home and found my favourite peony had been dug out with the weeds. I mentioned it on the phone, and to my amazement a new one in the same colour was planted two days later, along with a handwritten apology card. It's the sort of thing that turns a grumble into loyalty. Thank you for caring about something so small. I wish every firm would.
Good morning, I wanted to say that the raised beds your team built for my wheelchair are wonderful. I can now reach everything from my chair, sow my own seeds and pick my own lettuces, which I haven't done in years. The paths are wide and smooth and I can get around the whole garden on my own. You've given me back a hobby I thought I'd lost. Thank you.
Hello, our lawn was flooded for most of last winter and I thought it was hopeless. The drainage work you suggested sounded expensive, but your estimate was clear, the team finished a day early, and this winter, despite all the rain, we've had no standing water at all. The kids have been out playing football in January. We're delighted, and I've already recommended you to two neighbours.
Dear all, I'd like to thank the gardener who spotted the wasps' nest under our shed and warned us before anyone got stung. He came back with the right kit the next day, dealt with it carefully and charged us only for the extra half hour. It could easily have been a very different story with our grandchildren visiting. Thank you for the care and the common sense.
Hi, it's been a month since you redesigned our small front garden and I keep stopping on the path to admire it. It was only gravel and bins before. Now there's a neat bin store, lavender down the edges and a little tree by the gate. Strangers compliment it. The price was what you quoted, and you didn't leave a speck of mud on the pavement. Lovely job.
Hello, when your invoice arrived with an unexpected charge for green waste, I was ready to complain. I rang instead and the woman in the office explained it kindly, admitted it should have been on the quote, and halved it on the spot. It's refreshing to deal with a firm that listens. The hedges look superb, by the way, straighter than I've ever managed myself.
Dear team, last autumn you planted two hundred bulbs for us, and this spring the garden has been a sea of daffodils and tulips. I had assumed half of them would fail, as mine always do, but almost every one came up. Your gardener even drew a little plan so we'd know where everything was. It's the nicest thing to wake up to. Thank you for the care.
Hi, I'm writing on behalf of our residents' association to say thank you for looking after the shared gardens this year. There were teething troubles in the spring, with missed visits, but once we raised it you gave us a regular crew and a named contact, and it's been smooth ever since. Several residents have said the courtyard has never looked so good. We'd like to renew for next year.
Hello, just a thank you for the hedge trimming today. The leylandii had grown so tall it was blocking our neighbour's light and causing a bit of tension. Your lads took it down to a sensible height, cleared everything, and were friendly to the neighbour when she came out to watch. We've all shaken hands over the fence now. It's made a real difference to our street.
Dear all, I was worried when I saw the rain on the day of the turfing, and I assumed you'd cancel. Instead your team turned up, worked through it, and came back the next week to check that the new lawn had rooted. It has, and it's lovely. I also appreciated the care sheet you left about watering. It feels like you actually want things to grow, not just to get paid.
Hi there, I wanted to thank you for your patience with my father, who can be quite forgetful. He's rung your office several times asking when the gardener was coming, and whoever answered has always been kind to him. The garden is kept immaculately and he sits out in it most afternoons. It's one less thing for me to worry about from two hundred miles away.
Hello, we had the new fence put up last month and it's excellent. The old one had been leaning for years, and when the crew took it down they found the concrete posts had cracked, which we didn't know about. They phoned me before doing anything, explained the extra cost clearly and let me decide. The result is solid and straight, and the dog can no longer escape. Very pleased.
Good afternoon, just wanted to share my thanks for the weed treatment on the driveway. I was dubious because the last firm we used did very little, and the weeds were back within weeks. Yours have stayed away all summer, and the gardener even pointed out a loose block near the gate and reset it. Small things, but it shows someone was paying attention. We'll book again next year.
Hi, I think your team deserves to hear this. My wife had a fall in the garden while the gardener was here last week. He called the ambulance, stayed with her until it arrived, and then finished tidying and locked up before leaving. She's fine now, just a sprained wrist. We were both very touched. Could you make sure he knows how much we appreciated it?
Dear all, thank you for rescuing our neglected allotment-style back garden. I sent photos expecting to be told it was beyond help, but your estimate was sensible and the clearance took a single day. The vegetable beds are now edged and ready, and your gardener gave me a planting calendar to follow. I've already got beans climbing. It's been a real pleasure working with you.
Hello, I'm writing to say that after a rocky start, I'm a very happy customer. The first visit ran late and the mower left lines in the grass, which I mentioned politely. Since then, it's been spot on every time. The team turn up when they say, the stripes are perfect, and the edges are crisp. I like that you took a comment seriously without making a big deal of it.
Hi, I'd like to say thank you for the tree work. The oak is protected, and I was anxious about the paperwork and whether we were allowed to touch it. Your arborist sorted the application with the council, explained exactly what he'd cut and why, and the tree looks healthier and lets far more light into the kitchen. I'll be recommending you to anyone who asks, and if my neighbours want the same, I could point them your way.
Dear team, after eighteen months of your monthly visits, the garden is finally what I imagined when we moved in. I know I was fussy about the colour scheme, but your designer took it in her stride and found plants I'd never heard of that fitted perfectly. Even in November there's something in flower. Thank you for making our little corner so cheerful.
Hello, a quick note to say I'm very grateful for how you handled the damaged greenhouse pane. Your gardener cracked it with a ladder and told me straight away, and the replacement was fitted within the week. There was no argument and no delay. The rest of the work, the pruning and the border clearance, was as excellent as always. Please thank everyone involved.
Hi, the moss on our roof and the blocked gutters had been a worry for ages, and I had no idea you did that kind of job until your gardener mentioned it. The team did it in a morning, bagged all the moss and cleaned the paths afterwards. The price was fair and the water now runs off properly. It's such a load off my mind. Thank you very much.
Dear all, our garden was used for our daughter's wedding reception last weekend, and everyone commented on how beautiful it was. Your team worked so hard in the weeks before, and even came back on the Friday evening to mow once more after the rain. The photos are stunning. I honestly don't think we could have done it without you. With love and thanks from all of us.
Hello, I wrote to you in the spring about the overgrown ivy that had got into our brickwork. I half expected to be fobbed off with a quick trim. Instead you brought in someone who knew what he was doing, took it all off carefully and told us how to stop it coming back. The wall looks better than it has in twenty years. A really professional job.
Hi, I was sceptical about artificial grass for the small yard, but your team talked me through the options honestly, including telling me the cheaper product wouldn't last. The one we chose looks real, drains well and the dog loves it. The fitters were quick and careful, and the neighbour, who had been dubious too, has asked for your number. Thank you for the honesty.
Good morning, I want to thank the office for being so flexible when my mother died and I had to cancel several visits at short notice. Nobody mentioned charges, and when I was ready to restart, you found a slot immediately. The gardener brought a little pot of forget-me-nots for the patio. It meant a lot to me. The garden is keeping me going at the moment.
Hello, I wanted to thank you for the work on our steep bank. We had been told by two other firms it would need expensive retaining walls. Your designer suggested terracing with sleepers and ground-cover planting instead, at a third of the cost, and a year on it's holding firmly and looks natural. It's lovely to sit at the top with a coffee and look down at it.
Dear team, our lawn mower was stolen from the shed, and your gardener was the one who noticed the broken lock. He rang me straight away, took photos for the police, and carried on the visit with your own equipment without any fuss or extra charge. It was a horrible day, but he made it a bit easier. I'm so grateful you have people like him working for you.
Hi, I just wanted to say how much I appreciated your honesty last week. I asked for a quote to cut down the old cherry, and your tree surgeon told me it was healthy and only needed a light prune, saving me hundreds. Who does that? The prune looks great, and I've booked you for the hedges in the autumn as a thank you.
Hello, I'm a landlord with three rental houses, and your seasonal visits have made my life so much easier. Tenants used to complain about the gardens; now they send me compliments. When one tenant reported a dead shrub, you replaced it without me having to chase. The invoices are clear and always match the quote. I'll add my fourth house once the purchase completes.
Dear all, I was nervous about your team working around my beehives, but your gardener took every precaution, worked around their flight path and even brought his own veil. Not a single sting and not a single upset hive. The borders are weeded and the meadow area cut at exactly the right time for the bees. I couldn't be more pleased. Thank you for respecting my little colony.
Hi there, you may remember I complained in June that the grass clippings had been left on the lawn. I'd like to say that, since then, every visit has been immaculate, and the gardener explained that leaving them in very hot weather actually helps the grass, which I didn't know. I've learned something, and the lawn is the best on the road. Thanks for your patience with me.
Hello, thank you for the wonderful job on my late husband's rose garden. He'd spent years on it and I couldn't bear to see it go wild. Your gardener has looked after every bush as if it were his own, and this summer it bloomed as beautifully as it ever did. I sit out there most evenings now. If my husband could see it, he would be so pleased. I can't put into words what that means to me.
Good afternoon. When the gardener accidentally cut through the cable to our garden lights, I assumed we'd be left to sort it out ourselves. Your office arranged an electrician within two days, paid for it, and the gardener apologised in person. The lights work better than before, as the electrician found a loose connection too. Honestly handled from start to finish. Thank you.
Hi, I'm writing to thank your team for a brilliant year. My lawn was patchy, my borders were full of weeds, our hedge was out of control. Now everything looks cared for, which is just what we hoped for when we signed up. Your gardener is always on time, always cheerful, never leaves a mess. When a visit was missed in May, your office rang to apologise before I'd even noticed, then sent someone that same afternoon. Brilliant service.
Dear team, I run a small nursery for toddlers, and your staff have been brilliant at keeping our outdoor area safe. When a parent spotted some poisonous berries on a shrub by the fence, I emailed you in a panic. It was removed the next morning and replaced with something child-safe. The children love the sensory garden you planted. We're very lucky to have found you.
Hello, I'd like to thank you for the patience you showed over our planning wrangle with the neighbours about the new boundary wall. Your foreman waited, adjusted the design twice and never once added a charge for the delay. The finished wall is beautiful, in matching old brick, and even the neighbours have now said it looks right. It's been a long road but worth it.
Hi, this is just to say that your winter service is worth every penny. Leaves cleared, beds mulched, pots moved into shelter and the tender plants wrapped before the frost. In previous years I lost half my garden over winter. This year everything made it through, including the tree fern I'd written off. I'll definitely sign up again next autumn.
Good morning. I'll be honest: when I saw the quote for the tree work, I nearly went elsewhere, and when the team arrived two hours late I wondered if I'd made a mistake. By the end of the day I'd changed my mind completely. They explained every cut, protected my plants with sheets, and left the garden cleaner than they found it. The crown reduction has let light into the whole back of the house. Money well spent.
""",
    "negative": """
Hello, I hope you're all keeping well. I've been a customer for three years and have always recommended you, so I'm sorry to write this. For the last two months the gardener has arrived late, stayed half the agreed time and left the clippings in piles on the path. I raised it on the phone in October and was promised a call back that never came. I'm paying for a full visit and not getting one. Could someone explain what's going on?
Dear team, thank you for coming out so quickly after my call on Monday. Unfortunately that's where the good news ends. The hedge has been cut so hard on one side that it's now bare brown twigs, and I can see straight into next door's kitchen. I'd asked for a light trim. I've been told it will take two years to recover, and nobody has offered anything at all. I would at least expect an apology.
Hi, we're regular customers and I'd first like to say the young man who comes is very friendly. However, I have to complain about the new patio. Within three weeks, four of the slabs have started rocking, and water pools by the back door every time it rains, which is exactly the problem we paid to fix. I've sent photos twice and had no response. I expected far better for the price we paid.
Good morning. I appreciate that storms make everyone busy, but it has now been five weeks since our fence blew down, and three appointments have been cancelled on the day without any warning. I've taken time off work twice to let your team in. My dog can't go out in the garden, and my neighbour is understandably fed up. If I don't have a firm date by Friday, I would like my deposit returned.
Hello, I hope this finds you well. I'm writing because I was charged for a full day's hedge cutting when your team was here for under three hours, and left a trailer's worth of cuttings behind the shed. When I rang to ask, I was told that the price was the price. I'd be grateful if someone could look at this properly, because at the moment I feel taken for a ride.
Dear all, many thanks for your prompt quote in the spring. I'm afraid the lawn treatment has been a disaster. Large patches have turned yellow and died, and a neighbour whose garden you also treat has had the same. Your gardener suggested it was the dry weather, but we'd been watering daily as told. I'd like someone to take responsibility rather than blame the weather.
Hi there, I know you're a small team, and I've always tried to be understanding. But this is the fourth invoice in a row with a mistake on it, this time charging me for a visit in a week when nobody came. Each time I have to phone, wait for a call back and chase a corrected bill. It's become a part-time job. I'm seriously thinking of going elsewhere.
Hello, I'd like to begin by saying your designer had some lovely ideas. Sadly, what's been built bears little resemblance to the plan we signed off. The pergola is a metre shorter, the path goes the wrong way round the pond, and the planting is half what was on the list. When I raised this with the foreman he shrugged. I'm very disappointed and would like a meeting.
Dear team, thank you for replacing the gardener after my last email. I'm sorry to say things haven't improved. The new person didn't shut the gate, and our elderly cat got out onto the main road. She was found, thankfully, but it could have ended very differently. I'd asked for the gate to be kept shut, and it's written on the notes. I feel nobody reads them. If they did, this would not have happened.
Hi, I hope the season is going well for you. I'm afraid I'm unhappy with how my complaint has been handled. A month ago your mower scraped the side of my car. I sent photos and a garage estimate, and I've since been passed between three different people, none of whom has given me an answer. A simple apology and a decision would have been enough. Could someone please reply?
Good afternoon. I understand that plants sometimes fail, but eleven of the fifteen shrubs you planted in March are dead. Your guarantee says any failures in the first year will be replaced, yet I've been told twice that it must be something we did. We followed the care sheet to the letter. I'd like the replacements the guarantee promises, if possible without another argument.
Hello, first of all, thank you for the Christmas card, that was a nice touch. I do, though, need to raise something. Your workers used our outside tap and left it running all afternoon, and our water bill this quarter is nearly double. I mentioned it to the gardener, who just laughed. I'd like the extra cost covered, and some assurance that it won't happen again.
Dear all, I've been patient, but I'm now very frustrated. The tree you felled in January left a stump which you quoted to grind out. It's still there in May. Every time I call, I'm told someone will ring back. I've paid in full, including for the grinding. Could you either book it in this month or refund that part of the payment?
Hi, I hope you don't mind me being honest. We were told the garden clearance would take two days and cost a fixed price. It took four, because the team kept leaving early, and the bill came in almost half as much again with no explanation. Nobody told us the cost was rising while the work was going on. It's left a really bad taste.
Hello, your gardener is always polite, and I appreciate that. But he's now strimmed my newly planted bulbs twice, despite the labels I put in, and he cut back the clematis in full flower last week. I've asked, nicely, more than once for these beds to be left alone. I don't understand why it keeps happening, and it's costing me money and a lot of upset.
Dear team, many thanks for your reply. I'm afraid it doesn't address my complaint. I didn't ask whether the weeds were treated, I asked why the treatment has killed half my lawn alongside them. We're a family with a dog and small children, and I'd also like to know exactly what product was used. I've waited ten days for that information already.
Good morning, I hope all is well. I'm writing because the gravel for our driveway was delivered and tipped right on top of my front flower bed, flattening everything in it. Then your team didn't turn up to spread it for another week. The gravel is now half in the road and I've had complaints from neighbours. This has been badly organised from start to finish.
Hi, I'd like to say thank you for the quick quote and the friendly survey. Unfortunately, the decking you fitted in June is already warping, and two boards have split. The timber looks nothing like the sample we chose either. I was told I'd get a call from the manager. That was three weeks ago. We're now considering taking this further.
Hello, I'll keep this polite. Your team left a broken fence panel leaning against our shed after replacing the fence, promising to collect it. That was six weeks ago. I've since been told it's my responsibility to dispose of it. It was never mentioned in the quote, and I don't have a car big enough. I find this disappointing after years as a loyal customer.
Dear all, I hope you're well. I've had to cancel my monthly service this morning, and I wanted to explain why. Over the last half year, visits have been moved at short notice again and again, and twice the gardener didn't come at all with no word. Meanwhile the direct debit has gone out every month without fail. It's simply not reliable enough any more.
Hi there, thank you for taking my call yesterday. Having thought about it overnight, I'm still unhappy. Your tree surgeon left a large branch hanging over our greenhouse, saying he'd come back for it, and it fell in the wind and smashed three panes. I can't see how that's my fault. I'd like a proper response in writing, and the greenhouse repaired.
Good afternoon. I know you've been short-staffed, and I'm sympathetic. However, we booked you for a garden tidy before our daughter's wedding party, and your team arrived the afternoon before rather than the week before, as arranged. They rushed, left bare soil where the bedding should have been, and a pile of green waste by the gate. It was embarrassing in front of our guests.
Hello, I've always found your office staff charming. I'm sorry to say the turf you laid in April has failed entirely. The joins have opened up, the edges have curled, and it's now more mud than lawn. Your gardener tells me it wasn't watered enough, but I have a receipt for the sprinkler I bought on your own advice. I'd expect you to put it right.
Dear team, I'm writing with some reluctance, as I have no wish to get anyone into trouble. But I have found cigarette ends in my flower beds after each of the last three visits, and I've asked before for nobody to smoke on the property. My husband has asthma. I don't think it's too much to ask that the request is respected.
Hi, thank you for the new hedge. It looks lovely. What doesn't look lovely is the invoice, which includes a hundred pounds for waste removal that wasn't in the quote, and a charge for an extra plant I never asked for. When I queried it, I was told the quote had been an estimate. That is not how it was presented to me.
Hello. I'd like to raise a concern, as calmly as I can. Your new van has parked across our neighbour's drive every visit for a month, and she has had to ask the gardener to move it each time, which he does with a lot of sighing. She's ninety and needs access for her carers. Please sort this out, as it's souring things on our street.
Dear all, I hope you're well and having a good summer. Mine is not going so well. The irrigation system you installed in May has leaked under the patio, and the slabs have started to sink. Your engineer came, turned the water off and left, and that was a fortnight ago. Nobody has told me when it will be fixed, and the patio is now unusable.
Good morning. I want to be fair: your gardener does a decent job on the lawn. But the rest of the contract, weeding, pruning and the pots by the front door, seems to have been quietly forgotten. When I asked, I was told there wasn't time. If there isn't time for what we agreed, I'd expect the price to come down, not to stay the same.
Hi, I was very pleased with your first visit. Since then, unfortunately, it's gone steadily downhill. Edges not cut, weeds left in the gravel, and last week the mower was left out on the lawn overnight in the rain. When I messaged the office, I got an automatic reply and nothing else. I don't feel I'm getting what I'm paying for any more.
Hello, many thanks for sending someone at short notice. I'm afraid he took out the wrong tree. We'd asked for the dead birch at the end of the garden to be felled, and he cut down the healthy rowan beside it, which my late mother planted. I'm honestly devastated. An apology over the phone doesn't feel like nearly enough for something that can't be undone.
Dear team, I don't like complaining, but I'm at the end of my tether. After you treated the ants on our patio, our dog was sick for two days, and the vet thinks it was something he'd licked. Nobody told us to keep pets off the area. I've asked three times for the name of the chemical and still haven't been told. Please reply.
Hi there, thanks for the reminder email about renewing. I won't be, I'm afraid. Over the past year the prices have gone up twice, and at the same time the visits have got shorter. Last time the gardener was here barely forty minutes for what used to take two hours. I did raise it in the summer, but nothing changed. I'm sorry it's come to this.
Hello, I appreciate your designer's creativity. But the pond was meant to be a wildlife pond with gentle sloping sides, and what's been dug has steep edges and a slippery liner showing. My grandchildren visit every week, and I'm now worried about their safety. When I pointed this out, I was quoted an extra fee to change it. That feels unfair.
Good afternoon, I hope you're all well. I'd like to complain about the state in which our garden was left after the shed was moved. There are deep ruts in the lawn from the barrow, broken pots on the path and soil trodden through the side passage. I've spent my whole weekend cleaning up. I expected the team to leave the garden as they found it.
Dear all, thank you for your apology last month. I wish I could say things had got better since, but the gardener has once again arrived at seven in the morning on a Saturday and started the leaf blower. I've asked for no visits before nine at weekends, and so have the neighbours. I'm now getting complaints from them about your staff.
Hi, I want to start by saying I'm sure this is an oversight. I paid the deposit for the new lawn in February, and the work was due in April. It's now July, and every time I ask I'm given a different reason for the delay. I've turned down other firms because I trusted you. I'd like a date this month or my money back.
Hello, I wanted to say thank you for being so welcoming when I visited your nursery. Sadly, the roses I bought there on your advice and that your team planted all have black spot and have dropped their leaves. When I asked for advice, I was told to buy a spray from you. It seems to me the plants were diseased when they arrived.
Dear team, I'm sorry to be writing again. My earlier email about the broken water butt, knocked off its stand by your mower, has gone unanswered for three weeks. I'm not asking for much, just a replacement or a contribution, and a reply would do as a start. I don't think that's unreasonable after six years of paying you every month.
Good morning. Your crew was very pleasant and worked hard, which I do appreciate. But they've cut the roots of our neighbour's tree while digging the new border, and the tree now has a large dead section. Our neighbour is, understandably, very upset and is talking about solicitors. I'd like to know what your firm intends to do, as it's your work that caused it.
Hi, I'm sorry to have to write this. Over six weeks your gardener has come three times instead of six, each time for less than an hour, while my direct debit has gone out in full. Weeds are now knee-high by our back door, our lawn is shaggy, and bins are overflowing with cuttings nobody took away. I rang your office twice, was promised a call, heard nothing. I'd like a refund for missed visits, or I'll cancel.
Hello, I hope you're keeping well. I'm unhappy about the moss treatment on our lawn. It's left black stains all over the patio and the path, which your gardener walked through and tracked everywhere. I've tried scrubbing and nothing shifts it. When I rang, I was told that was a known risk, which no one had mentioned to me before the work started.
Dear all, I write this with regret, as your team has done good work for me in the past. Last week, though, I came home to find the gardener had let himself into the house to use the toilet, using the key we'd left for the garage. Nobody asked. I no longer feel comfortable giving you access, and I've cancelled my remaining visits.
Hi there, thanks for your quick response to my call about the fallen branch. I'm afraid I was less impressed by the bill that followed, for an emergency call-out fee three times your usual hourly rate. Nobody mentioned the fee on the phone, and the job took twenty minutes. I'd have waited until Monday had I known. I'd like this reviewed.
Good afternoon. I'd first like to say that your gardener is clearly very knowledgeable. Sadly, he doesn't listen. I've asked him four times now to leave the wildflower patch uncut until September for the butterflies, and it's been mown flat again this week. It's a small thing to you, perhaps, but it's a year's work gone for me. Please make sure it's on his notes.
Hello, thank you for your reply. I'm sorry, but offering ten per cent off my next visit is not an acceptable answer to a flattened vegetable patch. Your team drove a mini digger across it to reach the back fence when there was a gate on the other side. I've lost my whole crop of potatoes and onions for the year.
Dear team, I want to be polite, because I know how hard it is to find staff. But the gardener you sent last Thursday was clearly unwell and, frankly, I don't think he should have been working. He sat in his van for most of the visit, and the lawn was only half mown. I was still charged the full amount. I'm not happy.
Hi, I've enjoyed our long relationship, which is why this is disappointing. I asked three weeks ago for a copy of the insurance certificate, as my landlord requires it before any more tree work. I've asked twice more since. Either nobody is reading my emails or you don't have the certificate, and neither is reassuring. I've had to put the job on hold.
Hello, thank you for fitting the new gate. However, it won't shut properly unless you lift it, and the latch is on the wrong side, so I can't reach it from my wheelchair, which I specifically mentioned at the survey. I've been told a fix would be chargeable. I don't see why I should pay for something that was wrong from the start.
Good morning. Please forgive the long email; I've tried to keep it short on the phone without success. The garden lighting you installed stopped working after a fortnight, then tripped our whole house electrics. Your electrician says it's the fittings and you say it's the electrician. Meanwhile I've got no garden lights and a very nervous household. Please, somebody take ownership.
Dear all, I know you did your best in difficult weather, and I don't doubt the effort. But the artificial lawn was laid onto an uneven base, and now it ripples and holds puddles in the corners. It looked nothing like the smooth showroom sample. I've been asked to wait until spring for someone to look at it. I'd rather not spend a whole winter staring at this. Could it not be looked at sooner?
""",
    "neutral": """
Hello, first of all, the garden looks wonderful this summer, and I keep meaning to tell you so. I'm writing because we're going away for most of August and wondered whether the visits could carry on while we're not here. The side gate has a code lock, and I can send the number to whoever is coming. Can you also water the pots by the front door? Let me know whether that costs extra.
Dear team, your gardener has been a delight to have around, and the borders have never looked better. Please send me a quote for moving the monthly service to fortnightly from next spring? The garden is opening for a charity afternoon in June and I'd like things at their best. I'd also be interested in what you'd charge for some extra bedding plants in May.
Hi, thank you so much for all your help this year, especially with the storm damage. Can your invoices be sent to a new email address from next month? My old work account is being closed. The new one is on this message. Nothing else needs to change, and the direct debit stays the same, coming out of the same account on the first of each month.
Good morning. We love what you've done with the front garden, and several neighbours have asked about it. I'd like to ask whether you also take on small commercial jobs. I manage a dental surgery with two planters and a strip of lawn by the car park, and I'm looking for someone to look after it monthly. Is there someone who can call me next week to discuss?
Hello, sorry to bother you. As ever, the hedges are immaculate, thank you. I'm writing to let you know that we've had a new puppy, so please can the gardener keep the back gate shut at all times and let us know before using any lawn feed or weed killer? Where there's a pet-safe alternative, I'd rather you used that from now on.
Dear all, it's been lovely working with you on the new beds, and I'm very grateful for the advice. What time will your team want access on Friday? I'll be working from home but have meetings in the morning, so I'd like to leave the gate unlocked if you're coming early. There's space for the van on the drive, and the side gate is open.
Hi, thanks for the brilliant tidy-up last week, the lawn edges look so sharp. I have a question about the apple tree. It's producing lots of fruit, but a few branches look dead, and I wondered whether pruning it is something you'd do in winter. If so, could it be added to the list for the January visit, with a rough price?
Hello. I've been very happy with your service since we moved in. I'm writing because I'd like to give my neighbour your details. She's in her nineties and needs someone reliable for her small back garden. Do you have space for a new customer in this area, and is there anyone in particular she should contact? I'd be happy to let your gardener in for a first look.
Good afternoon. You've done such a good job of looking after my parents' garden that I'm now hoping you can help with mine too. It's about twice the size, mostly lawn, with a hedge along two sides. Can you arrange for someone to come out and give me a quote? I'm free most weekday afternoons, and the postcode is the same town as theirs.
Dear team, the gardener you've been sending is excellent, and I wanted you to know that. Unfortunately I have a hospital stay coming up, and I'll be away for three weeks in October. Can the visits be paused during that time and then carry on as normal? I'll send the exact dates once the hospital confirms them. In the meantime, please keep the invoices coming to this address as usual.
Hi, the new patio is lovely and we've been using it every evening. I wonder whether you can recommend a sealant for the slabs. The man who laid them mentioned it but I didn't catch the name, and I'd like to get it done before winter. Or, if it's something you can do, could you let me know the cost?
Hello, thank you all for the care you've taken with the garden over the past two years. Our house move is at the end of next month, so we won't need the service after that. Please let me know the date of the last visit before then, and whether there's anything I need to do to cancel the direct debit on my side?
Dear all, I'm so pleased with the wildflower meadow you sowed last year. It's buzzing with bees. I'd like to ask about the best time to cut it back. Is that something your team would normally do as part of the regular service, or would it be a separate visit? Also, should the cuttings be left to drop seed first?
Hi there, sorry for the slow reply to your last email. Your crew made short work of clearing the side passage, thank you. My wife and I now have our eye on a small shed at the end of the garden and would need a level base. Is that something you'd be able to lay, and, in that case, can someone measure up? We haven't chosen the shed yet, so I'm open to advice on size.
Good morning. I have nothing but praise for how well my garden has been looked after. I'm writing on behalf of my husband, who has recently become a wheelchair user. We'd like to know whether you could widen the path to the greenhouse and add a ramp at the step. Can someone come out to assess it and give us some options?
Hello, thanks again for the speedy work after the fence came down. You were a lifesaver. I'm just writing to ask for a copy of that invoice, as my insurance company has asked for it to support my claim. A short note on the storm damage would also help, but please don't go to any trouble. The claim is a small one and shouldn't take long.
Dear team, I hope you've had a good season. I've loved having your gardener here every week. Can I please change my visit day from Tuesday to Thursday from next month? My shifts are moving and I'd like to be in to say hello. If Thursdays are full, Friday would be just as good. I know the rota is planned well ahead, so I wanted to give you plenty of notice.
Hi, your designer's plan for our small back garden is lovely, and we're keen to go ahead. Before we do, can the work be split over two stages, the hard landscaping this autumn and the planting next spring? We'd like to spread the cost. Also, is there a deposit to secure the autumn dates? We'd also like to know roughly how long each stage would take.
Hello. Your team did a fantastic job on my late aunt's garden before the house sale. I'm her executor, and I'm writing to ask for a final statement showing everything that has been paid, so that I can close her accounts. I'd be grateful if you could send it to the address at the bottom of this email. The solicitor has asked for it by the end of the month, if that's manageable.
Dear all, I've recommended you to everyone since you transformed our lawn. Do you also clean out ponds? Ours has become murky, and I'm worried about the fish. I'm not sure if it's something your gardeners do or whether I need a specialist. I'd like a rough idea of the cost. It's a small pond, about two metres across, with a pump that still works.
Hi there, we're so pleased with the hedges, and the neighbours have commented on how neat they are. I'd like to book a one-off visit to clear the leaves before my son's birthday party on the 12th. Would it be possible to fit that in the week before, alongside the normal visit or separately, whichever suits your team better? There'll be a bouncy castle, so the lawn by the shed matters most.
Good afternoon. Thank you for all your hard work on the allotment-style beds. It's been a pleasure to watch them come on. I'd like to know whether you offer gift vouchers, as I'd love to give my sister a few hours of garden help for her birthday. She lives about ten miles away, in case that matters. Ideally I'd like something she could use in the spring, when her garden needs the most work.
Hello, many thanks for such a lovely job on the borders. Everyone who visits comments on them. I'm writing because my daughter would love some work experience in gardening this summer. She's sixteen and keen. Would your firm ever take on a student for a week or two? I quite understand if it isn't possible. She'd be happy to do the unglamorous jobs, and she has her own boots and gloves.
Dear team, I've been delighted with your fortnightly service and have no complaints at all. I'd just like to ask whether the gardener could bring the clippings through the garage rather than the house in future. New carpets are going in next month. The garage will be left unlocked on visit days. The fitters are booked for the 18th, so from that week on would be ideal.
Hi, I must say the new lawn is looking superb. I have a question about mowing it myself between your visits. How short should I be cutting it, and how soon after the feed can I start? I don't want to undo all your good work. Any advice would be much appreciated. We have an old petrol mower, so I'd also like to know if that's suitable or too heavy.
Hello, I wanted to say thank you for your patience when we were choosing the paving. We're now ready to go ahead with the second phase, the side path, and I'd like to confirm the price from last year's quote still stands. Should it have changed, please send an updated one. March would suit us best for the work. The path runs from the back door to the bins along the side of the house.
Dear all, the garden has been a joy this year, so thank you. I need to update my details. I've changed my phone number, and the new one is below. Could you please also note that my partner, whose name is on the account now, may be the one to answer the door from now on? She's usually at home on weekday mornings, so visits at the same time would be fine.
Hi there, your gardener is lovely and so helpful. My question is about the large conifer at the end of the garden. It has grown much taller than the others and I'd like it reduced. Does it need permission? I believe we may be in a conservation area, and I'm not sure how to check. If it does need a form, could your office help us with it, and what would that cost?
Good morning. Thank you for the beautiful planting around the front door. I'd love to add a climbing rose to the trellis by the porch. Can your gardener recommend one that suits a north-facing wall and plant it on the next visit? I'm happy to pay for the plant and the time, of course. If you think a clematis would do better there instead, I'm open to suggestions.
Hello, thank you for coming to survey the garden last week, the gentleman was very thorough and helpful. I'm still deciding between the two options he suggested and wondered if there were photographs of similar jobs you've done that I could look at. It would help me picture the finished result before I decide. Even a link to a page on your website would be fine.
Dear team, you did an excellent job clearing the brambles last year. I'm writing to ask whether you could also handle the disposal of an old greenhouse. It's glass and aluminium and has been falling apart slowly for years. Is that a job you'd take on, and would it need a skip? It's at the bottom of the garden, behind the compost bins, and about three metres long.
Hi, we're very happy with your service, and the kids love watching the ride-on mower. Would it be possible to get an estimate for laying a small bark play area in the corner? We're looking at a swing and a little slide, and I'd like the ground under them to be safe if they fall. The corner is roughly four metres square and gets quite a lot of shade in the afternoon.
Hello. I've been meaning to say how much I appreciate your monthly visits. My question today is about billing. Can I switch from paying per visit to paying a fixed amount each month? It would make my budgeting easier. What would the monthly figure be? I'd like to keep the same number of visits, just spread the cost evenly across the year.
Dear all, your gardener does wonderful work, and I'm very grateful. I'd like to check whether you're insured for working at height. My landlord has asked me to confirm that before you trim the tall hedge along the back, and he'd like a copy of the certificate. Please send that over. He'd like it by the end of the month, before the work starts in the autumn.
Hi there, many thanks for the lovely work on my mother's garden. She's moving into a care home next month, and we're selling the house. Could you keep the garden tidy until the sale completes, with the bill sent to me rather than her? I've attached my address and phone number. The estate agent will have a key, so your team won't need to rely on her being in.
Good afternoon. The garden looks the best it has in years, and I'm very grateful. I'm writing to ask if your team could avoid parking on the grass verge outside our house. The council has sent a warning letter to the street about verges. There's space on our drive, which I'll keep clear on visit days. I'd be grateful if you could pass this on to whoever drives the van.
Hello, the raised beds are a triumph. They've made such a difference to my back. I wondered if you could give me some advice on what to grow in them over the winter. If it's easier, I'd be happy to pay for half an hour of the gardener's time on the next visit to talk it through. I'd especially like to know about garlic and winter salads, which I've never tried before.
Dear team, everything has been going brilliantly, and the gardener is always friendly. I'd like to let you know we're having building work done on the back of the house from May to July. The scaffold will take up part of the garden. Would it still be worth having visits, or should we pause them? The builders say the lawn at the back won't be touched, only the patio area by the kitchen.
Hi, I just wanted to say how much we enjoy the garden since you took it on. Do you sell compost or bark chips? I'd like to top up the beds myself, and I'd rather buy them from you, as I know they suit the plants you chose. What's the price for a bulk bag delivered to the drive? Someone is usually in at weekends.
Hello, thanks so much for last week's visit and for the tip about the slugs. I have a question for your office. I'd like to add a second garden to my contract. It's my rental flat across town, with a small shared lawn. Can you give me a quote for monthly care, in line with what I pay now? It's around ten minutes' drive from here, and there's parking right outside the building.
Dear all, your team have done a fantastic job this year, and the garden has been admired all summer. I'd like to ask about your winter opening hours. Is the office open between Christmas and New Year? I may need to talk to someone about storm cover, and I'd like to know whom to call. We had a tree come down last winter and I'd like to be ready if it happens again.
Good morning. I'm so pleased with the lawn and can't thank you enough. We're planning to get a robot mower and wondered if your team could install the boundary wire. If not, would you be willing to work around it on your visits? I'd like to check before we buy one. The lawn is quite sloped at the back, so I'm not sure a robot would even manage it.
Hi there, I've been very happy with the hedges and the lawn, and your team are always cheerful. Would you be willing to take away our old garden furniture next visit? It's a wooden table and four chairs. I'll pay for the extra time and the tip fee. It's all stacked by the back gate, so it won't need carrying through the house.
Hello, first, thank you for being so accommodating with our busy diary. I'd like to ask whether a written quote can be sent before the hedge work goes ahead next month, rather than a verbal one. My husband and I like to keep everything on file. There's no problem with the price you mentioned. It's just how we like to do things for anything over a couple of hundred pounds.
Dear team, the flower beds look lovely, and I'm very grateful for your care. My son has asked whether your firm offers apprenticeships. He's eighteen, enjoys being outdoors and has been helping in our garden all summer. Could you let me know whom he should write to, and whether there are any openings next year? He's happy to start at the bottom, sweeping paths and loading the van, and learn as he goes.
Hi, thanks again for such a great job on the lawn. We love it. Are you able to water the new turf while we're on holiday for ten days next month? I'm worried it won't get enough if the weather is hot. We can leave the hose connected for you. Otherwise, do you know anyone locally who might help? A teenager on our road has offered, but he's away too.
Hello. The gardener who came on Tuesday was excellent, and I'd like to request him for future visits if that's possible. I realise you may have to move staff around. If not, could whoever comes please read the note about the delicate ferns by the back wall? They're easily trampled. I put a few stones around them, but they're easy to miss when the bracken grows over.
Dear all, we've had such a lovely year in the garden thanks to you. I'm writing to ask about your prices for next year. Will the hourly rate stay the same, or should I expect an increase in January? I'd like to plan ahead, as my husband and I are also hoping to add some extra planting in spring. A rough idea would be fine for now, and we can firm things up after Christmas.
Good afternoon. I've been really pleased with everything so far. I'd like to know whether your gardener could collect the key from my neighbour at number twelve on Thursday, as I'll be at work. She'll be in all day, and I've already told her to expect someone. Thank you so much for your flexibility. Please could they drop it back through her letterbox when they've finished.
Hi there, our garden has come on beautifully, and I'm very grateful for your hard work. We're thinking of planting a hedge along the new boundary fence. Could you give us some advice on which kinds would grow quickly but not get out of hand, and how much planting a twenty-metre stretch would cost? The soil along that side is quite heavy clay, which might affect what you suggest.
""",
}

# A message to a dry cleaner and tailor's shop: what the customer needs. `alteration` changing
# the fit or length of a garment (hems, taking in, letting out, shortening sleeves); `cleaning`
# stains, washing, dry cleaning, pressing, care labels, smells; `repair` something broken or torn
# to be mended (zips, buttons, tears, holes, linings, straps); `collection` picking up or
# dropping off: opening hours, whether an order is ready, lost tickets, someone else collecting.
TAILOR = {
    "alteration": """
Could you take up the hem on my new work trousers by about two inches?
My wedding dress is a size too big since I lost weight. Can it be taken in at the sides?
Do you shorten jacket sleeves? Mine cover half my hand.
I need the waist on a pair of suit trousers let out an inch before Friday.
My son's school blazer needs the sleeves lengthened, there's fabric turned under. How much?
Hi, can the straps on a bridesmaid dress be made shorter so it sits higher?
Is it possible to turn a long skirt into a knee-length one and keep the lining?
The jeans I dropped in last week for cleaning, could you also shorten them while they're with you?
Can a coat be made narrower across the shoulders or is that too big a job?
I've got a vintage dress that's too long for me. Would you hem it without losing the lace edge?
My husband's shirts are all baggy round the middle now. Can you take them in?
Do you taper trouser legs? I want them slimmer from the knee down.
Please could the ready trousers be tried on before I collect? I want to check the new length.
Could my curtains be shortened by ten centimetres? They're clean, they just drag on the floor.
I need a pair of chinos hemmed with the original hem kept, like a shop would do it.
The zip is fine, I just want the dress taken in along it at the back. Possible?
Hi, I bought a suit online and the trousers are too long. Can you do same-week hems?
My daughter wants her prom dress to have a slit up one side. Is that something you'd do?
Could the sleeves on my leather jacket be shortened, or is leather a no?
I've lost a lot of weight and have three pairs of work trousers to bring in. Can I book a fitting?
Is a button moved enough to tighten a waistband, or does it need proper taking in?
Can you let down the hem on my school skirt? It's shown a line from where it was turned up.
Would you put darts in the back of a shirt so it's less boxy?
Need the legs on my motorbike trousers made shorter, they're quite thick. Do you do that?
My mother's old coat fits everywhere except the length. I'd like it above the knee.
Could you make a maternity dress bigger round the middle with a panel?
I'm collecting my cleaned suit on Saturday; could the jacket also be nipped in at the waist?
Hi, can the sleeves on a knitted cardigan be shortened without it unravelling?
The shorts I bought are too long and too wide. Can both be fixed in one go?
Do you adjust the length of dungaree straps or just trousers?
Need a christening gown made smaller for a six-month-old. It was made for a bigger baby.
Can a pair of wide-leg trousers be made straight-leg?
My wetsuit is fine but I want the arms shorter for summer. Do you work with neoprene?
Could you raise the hem on a dress by an inch so it clears my shoes at the wedding?
How long would it take to take in a pair of suit trousers at the seat?
I'd like the buttons on my blazer moved so it closes tighter. I've got slimmer.
Could the waistband on my skirt be made smaller? It slips down when I walk.
Is it possible to add length to trousers with a band of matching cloth at the bottom?
""",
    "cleaning": """
Red wine all down a cream silk blouse last night. Any hope of getting it out?
Can you dry clean a wool coat that says hand wash only on the label?
How much for a two-piece suit cleaned and pressed?
My daughter's graduation gown has mud on the hem. Could it be cleaned in time for Friday?
Do you clean duvets? Ours is a king size feather one.
There's a faint smell of smoke on my leather jacket after a bonfire. Is that fixable?
Hi, I dropped off a shirt and the collar still looked grey when I got it back.
Could the curtains I'm bringing in be washed rather than dry cleaned? They're cotton.
Do you treat old sweat marks under the arms of white shirts?
My wedding dress needs cleaning before it goes into a box. What does that cost?
Someone spilt coffee on a velvet jacket I borrowed. Please tell me you can help.
Can suede shoes be cleaned or is it clothes only?
Is pressing only cheaper than cleaning? My trousers just need a sharp crease.
There's biro on the pocket of a linen dress. Will it come out without bleaching?
I want my grandfather's old army jacket cleaned very gently, it's fragile.
Hi, does your cleaning use anything that's bad for sensitive skin?
Can you get candle wax out of a tablecloth?
My coat came back clean but with a chemical smell. Is that normal and will it go?
Could a rug be cleaned, or do you only take garments?
Grass stains on cricket whites, a whole set of them. What would you charge?
Do you do a same-day service for a shirt and a tie? Interview tomorrow.
The care label's been cut off my dress. Are you still able to clean it safely?
My son was sick on the car seat covers. They zip off. Can you wash them?
Hi, do you steam out creases on a silk dress without washing it?
Oil from my bike chain on my good trousers. Is there any hope?
Could you clean a christening gown that's been in a drawer for thirty years and gone yellow?
Do you clean sleeping bags? One of ours is rather grubby after a festival.
The lining of my coat smells musty from being in the loft. What can you do?
Is there a discount if I bring in five shirts every week to be laundered?
I've got a white dress with a faint tea mark that I've already tried washing at home.
Can you clean a felt hat?
My kids painted on the sofa cushion covers. Would they go back the same size after cleaning?
Hi, is there a charge to clean a suit that's already been pressed once this month?
Sun cream has left yellow marks on my swimsuit cover-up. Worth bringing in?
Do you use a gentle wash for wool jumpers? Last place shrank mine.
The dog rolled in something awful wearing his fleece coat. Do you take pet coats?
Blood on the cuff of a white shirt from a shaving cut. Can that be shifted?
Do you wash and iron work uniforms? There'd be about ten a week.
""",
    "repair": """
The zip on my favourite jeans has broken. Can you put a new one in?
A button has come off my coat and I've still got it. Could you sew it back on?
I caught my jumper on a nail and there's a hole in the elbow. Can it be darned?
My son ripped the knee of his school trousers. Is a patch possible so it doesn't show?
The lining in my suit jacket has torn under the arm. How much to fix?
Could you replace the elastic in a pair of pyjama bottoms?
The strap snapped on my evening bag. Do you mend bags or just clothes?
My wedding dress has a few beads missing on the bodice. Can they be replaced?
The seam has split at the back of my trousers. Embarrassing! Can it be restitched?
There's a cigarette burn in a wool blazer. Would invisible mending work?
Could you put a new zip in a winter coat? The old one keeps coming apart. It's clean, I washed it yesterday.
The pocket of my coat has a hole and I keep losing keys through it.
A moth has made small holes in my cashmere jumper. Can they be repaired?
Hi, the hook and eye at the top of my dress has come off. Quick job?
My rucksack strap is coming away from the bag. Do you stitch heavy fabric?
Press studs on my baby's sleepsuits keep popping off. Could they be replaced?
I've torn my best shirt on a car door. The tear's about an inch long.
Could you mend a torn hem on a skirt? The length is fine, it's just coming down.
The toggles on my son's duffel coat have fallen off. Have you got any to match?
I'd like the elbows of my tweed jacket patched with leather.
The zip pull came off my boots. Is that something you fix?
The belt loop has ripped off my trousers. Could it be sewn back on?
My dog chewed the corner of a cushion cover. Can it be patched?
The seam on my wetsuit's split at the shoulder. Do you mend those?
A button's hanging by a thread on my blazer. Could you secure all of them while you're at it?
My tent has a small rip in the door. Any chance of a patch?
Could you reweave a small hole in a pair of suit trousers?
The shoulder pad has come loose and slid down inside my jacket.
The cuff on my shirt has frayed. Can it be turned or replaced?
My coat's hanging loop has torn off. Small thing but it bugs me.
There's a ladder in the lining of a skirt. Would a new lining be expensive?
The drawstring has disappeared inside my hoodie. Can you thread it back?
Could the hole in the crotch of my favourite jeans be mended? They're too good to throw away.
The Velcro on my son's school coat doesn't stick any more. Could it be replaced?
The strap of a dress came away at the back when I was dancing.
My trousers came back from cleaning last week and now a button is missing.
A rip in my waterproof jacket needs fixing before a walking trip. Can it stay waterproof?
My handbag's zip is stuck halfway. Could you repair it or fit a new one?
""",
    "collection": """
Are you open on Sunday? I need to pick up my suit for a wedding on Monday.
I've lost my ticket for the dry cleaning I dropped off. Can I still collect it?
My husband will pick up my dress on Thursday. Does he need anything from me?
Is my coat ready yet? I dropped it off on Monday morning.
Hi, what time do you close on Saturdays? I won't get there till half four.
Could I drop off a bag of shirts before you open tomorrow? Is there a letterbox?
You texted to say my trousers are ready. Could you hold them until next week? I'm away.
Is there parking nearby when I come to get my curtains? There's a lot of them.
My alteration ticket says Wednesday but I need the jacket on Tuesday. Could it be ready then?
I left a jumper in for mending a month ago and forgot about it. Is it still there?
Can my neighbour collect my order? She's got my ticket.
Do you keep things forever if they're not picked up? I've been in hospital.
I think I collected someone else's shirt by mistake. The collar size is wrong. Can I swap it back?
Hi, do you deliver cleaned items, or is it pick up only?
When I collected my suit yesterday, the trousers weren't in the bag.
My daughter's prom dress is due back Friday. Can she pick it up straight from school at four?
What's the latest I can drop off shirts on Friday to have them clean for Monday?
Is there an extra charge if I pick up a week late?
Do you open bank holiday Monday? I'd like to drop off a duvet.
I'm collecting for my elderly mum. The ticket's in her name. Is that all right?
Could you tell me if the repair on my handbag is done before I make the trip in?
You said my hem would be done by Tuesday but it wasn't there when I came.
Can I bring my wedding dress in after work around six, or are you closed by then?
Hi, the receipt says ready on the 12th. Is there any chance it's done sooner?
I've moved house. Could my cleaned duvet be sent to my new address instead of collected?
I'm leaving the country on Saturday. Please could my suit be ready Friday at the latest?
My son lost the pink ticket. He's got a photo of it on his phone, does that work?
Have you got my blazer? I can't remember if I left it with you or at the other place.
Can someone meet me at the door at eight? I start work at half past.
Do you still have the shirts I dropped in before Christmas? I've been away.
If I drop trousers in tomorrow for taking up, when could I get them back?
I'd like to leave a coat for cleaning but I work nights. Is there a drop box?
You messaged that my jacket was ready but the shop was shut when I came at three.
Is the curtain order under my surname ready? I'll send my brother with the van.
Could you keep my dress behind the counter until Thursday evening? I can't come earlier.
What days do you take in alterations? I don't want a wasted trip.
My cleaning was done but I was charged again when I picked it up. Can you check?
Hi, I've got three tickets. Can I collect just one order today and the rest later?
""",
}

# A message from a learner (or a learner's parent) to a driving instructor: what it is about.
# `lesson` booking, moving or cancelling a lesson, the pick-up place, what a lesson will cover;
# `exam` the practical or theory test: booking or moving a test date, using the instructor's car
# on the day, nerves, mock tests, results; `payment` money: prices, block bookings, paying,
# refunds, receipts, a cheque or a transfer that went wrong.
DRIVING = {
    "lesson": """
Hi, could we move Thursday's lesson to Friday afternoon? I've got a dentist appointment I forgot about. Any time after two would work for me.
Would it be possible to be picked up from college instead of home next week? It's on the corner by the chip shop, and I finish at three.
I'd like to spend my next hour on roundabouts if we can. The big one by the retail park still scares me, especially when it's busy.
Sorry for the short notice but I'm ill and won't be able to drive tomorrow morning. Can we find another slot later in the week?
My test is still months off, so no rush, but I'd like to start doing a bit of motorway driving on our Tuesday sessions.
Can my lessons go up to two a week from next month? I've got more time now that college has finished for the summer.
Hi, it's my daughter's first lesson on Saturday. Does she need to bring anything apart from her provisional licence and glasses?
Is it OK if we do a two-hour lesson instead of one on Sunday? I feel I lose the first twenty minutes getting comfortable. I'll pay the difference on the day as usual.
Could we practise parallel parking again? I've paid for the block already and I'd rather keep working on that than do more town driving.
I can't make Monday now because of a shift change. Any chance of an evening lesson that week instead? I'm free after seven most days.
The pick-up address on your app is my old flat. Please could you collect me from the new one near the station? I'll text the number.
Do you do lessons in the dark? I've only ever driven in daylight and I'm nervous about the winter evenings.
My mum is happy for me to practise in her car between lessons. Is there anything you'd like me to focus on before next week?
Can I cancel next Wednesday? It's my brother's graduation. I know you need forty-eight hours, so I'm letting you know now.
Hi, I'd like to try driving in the rain on purpose if tomorrow is wet. It's the thing I'm most worried about.
Would you be able to start at eight instead of nine on Friday? I have a job interview at eleven and want to be back in time.
Could our next session include the route past the hospital? That's where I'll be driving to work once I pass.
I've been away for three weeks and feel rusty. Could the next lesson just be a gentle refresher before we do anything new?
My friend says you do lessons in an automatic as well. Could I switch to the automatic car from next time?
Running late, stuck on the bus. Would it be all right to pick me up from the high street stop instead of the house?
Could we go back over reversing round a corner? I got it wrong three times last week and it's bothering me.
I'd like to book regular Saturday mornings from now until the summer if you've got the space. Ten o'clock would be ideal.
Is there any chance you could fit me in tomorrow? I know it's short notice, but I'm off work unexpectedly.
Hi, my son has asked me to message. He'd like his lessons moved to after school on Wednesdays rather than Mondays.
Last time we ran out of time before doing emergency stops. Could we start with those on Tuesday? I'd rather get them done while I'm fresh.
Would you mind if my sister sat in the back on Thursday? She's learning too and wants to see what a lesson is like.
Do we have to go out on the dual carriageway again this week? I'd like another go at hill starts first.
I passed my theory last week, so can we now start on the harder junctions you mentioned? I'm free most mornings.
Could the lesson on the 14th finish at the leisure centre instead of my house? I have swimming straight after.
Hi, I'm a bit anxious after a near miss in my dad's car. Could we keep tomorrow's hour to quiet roads?
My shifts have changed to lates, so afternoons won't work any more. Could we do mornings from now on? I'm sorry to mess your diary about again.
Would you be able to meet me at the station on Friday? I'm coming back from uni that day and can go straight to the car.
Sorry, I have to cancel today, my little one has a temperature. Could I rebook for early next week? I'm happy to take whatever you've got free.
I'd like more practice on country lanes. The narrow ones with passing places make me freeze. Could we head out towards the villages next time, even if it takes longer?
Can I swap my Thursday slot with my friend's Friday one? We've talked and she's happy to. Just let us know if that causes any problems on your side.
We talked about a longer drive to the coast. Could that be our next lesson if the weather's good? I'd bring sandwiches for the way back.
Hi, I've just moved to nights, so is a lunchtime slot ever free? Even one a fortnight would help. I'd be coming straight from sleeping, but I'll be awake.
What should I wear for a lesson? Last time my boots made the pedals hard to feel. Should I keep a pair of trainers in my bag just for driving?
Is there any chance of a lesson on the bank holiday? I don't mind starting early. It's the only day off I've got that week and I'd like to keep practising.
Please could you collect me from my grandmother's on Saturday? It's two streets from the usual place. I'm staying with her over the weekend while my parents are away.
Could we finish ten minutes early on Tuesday? Parents' evening starts at six and I promised to be there. I can make the time up another week if that's easier.
I'd like to practise with the sat nav on, since I'll use one after passing. Could we try that next time?
I keep stalling at traffic lights. Can we spend a whole hour on clutch control before anything else? It's getting embarrassing with people behind me beeping.
My car-share has fallen through, so please could tomorrow's pick-up be from work rather than home? The office is the big grey building next to the garden centre.
Can I bring the lesson forward to this morning? My afternoon has just been cancelled. I could be ready from eleven if that suits you.
I've been told to take an hour on the route to the new estate because the roads there are confusing. Could we?
Hi, I'm away the first week of August. Could you pencil me in for the usual slot the week after?
Could we pick up where we left off with the meeting traffic on narrow streets? I still find it tricky.
Would a weekend lesson be possible this month? Weekdays are impossible until my exams are over. Even a short one on a Sunday would stop me forgetting everything.
Just checking we're still on for 4pm today. I'll wait outside the library as usual. It's raining, so let me know if you want me to wait inside.
""",
    "exam": """
I've finally got a test date for the 22nd at nine. Would I be able to use your car, and could we do an hour's lesson beforehand?
I failed on a serious fault at a roundabout this morning. I'm gutted. How soon do you think I should rebook?
My practical is at the centre across town. Do you know the routes they use, and could we drive some of them?
Hi, there's a cancellation slot next Tuesday that I could grab. Do you think I'm ready, or should I wait for the date I've got?
I passed! Only three minors. Thank you for putting up with my stalling all those months. My mum is planning to bake you something.
Could you do a mock one with me next week, with you marking it like an examiner would? I want to know how I'd do, and I'm happy to pay for it like a normal hour.
My theory is booked for Friday and I keep getting the hazard perception clips wrong. Any tips on when to click?
The centre has moved my date because of staff shortages. The new one is on a day you're usually away. Could you still take me?
I'm so nervous about Thursday I've not slept. Is there anything I can do the night before to calm down?
Hi, I'm going to move my practical back a month. I don't feel ready for reversing bays yet and don't want to waste it.
Do I need to bring my theory certificate on the day, or just my licence? I can't find the certificate anywhere.
I failed for not checking my mirror when pulling out. Could the next couple of lessons be mostly about that?
What happens if the examiner asks me to do something you haven't taught yet? I'm worried about the show me, tell me questions.
Mum says I should book the earliest slot of the day so the roads are quiet. Is that good advice, or is rush hour worse then?
Is it true the centre in the next town has an easier pass rate, even if it means paying for a longer lesson to get there? A friend says I should book there.
I've passed my theory with 48 out of 50! Can we now look at a date for the practical? I'd like it to be as soon as possible while the rules are fresh.
My test was cancelled because of snow. They've offered a date in March. Is that too long to wait? I'd rather keep my skills up than forget everything over the winter.
Could you sit in the back during my practical? I'd feel better knowing you were there. I've read that it's allowed if the examiner agrees.
I want to ask about the independent driving part. Will they ask me to follow signs or the sat nav?
Hi, my son passed this morning at his second attempt. He's thrilled and we wanted to say thank you for everything.
I've had an email saying my practical has been booked for a weekday afternoon. Will you be free to come with your car?
The examiner said I drove well but failed me for going too slowly on the dual carriageway. I'd like another go soon.
Could we do the hour before my test on the routes near the centre rather than around my house? I'd like the last thing I drive to feel familiar.
I booked my own date without asking you first, sorry. It's in three weeks. Will you be available? It's a Wednesday morning, if that helps.
My theory pass runs out in two months and I still haven't taken the practical. What happens if it expires?
Is it possible to change the date if I've already booked with the agency? I picked the wrong week. I'd like to move it forward a week if I can.
I'm disabled and need more time on the day. Do I ask the centre for that or do you? I have a condition that affects how quickly I can read signs.
Which manoeuvre do you think I'll get? I can do the bay park but the pull up on the right still goes wrong.
My driving report said two minor faults for hesitation. Do they add up to a fail eventually? I'd like to understand before I book again.
I keep reading horror stories about examiners online. Are they really that strict, or is it just nerves? I've started to dread the whole thing.
I passed, first time, with zero faults! I couldn't have done it without your patience. I'll tell all my friends about you.
The centre emailed to say my car must have a passenger mirror for the examiner. Yours has one, doesn't it?
I failed again, my third attempt. Honestly, should I take a break before booking another? I feel like I'm getting worse each time rather than better, and it's really knocking my confidence.
My daughter's practical is on the 9th. She wants to know whether she can wear her glasses for the eyesight check.
Would a mock in a different car help me? I'm worried I've only ever driven yours. My uncle has offered his for an afternoon if you think it's worth it.
The centre changed my time from ten to eight in the morning. Could you pick me up at seven? I know that's early, but I don't want to be rushing.
I'm not sure I'm ready for the 3rd. Is it better to go ahead and treat it as practice or move it?
What should I do if I stall at the start? Is that an instant fail? I'm worried I'll panic and forget everything.
I'd like to know whether you think I should go for my practical before or after Christmas. The roads are busy then.
Do I need to have had a certain number of hours before the test, or is it up to me?
The examiner's report mentions my approach speed at junctions. Could you explain what that means? I thought I was slowing down enough, but apparently not.
I've got my theory next week and my revision app keeps freezing. Do you know a better one? I'd like to do as many practice questions as I can before then.
Do I need my provisional licence card, or will the paper one do for the test? I lost the card.
I'm booked in for the extended retest after my ban. Can you help me prepare for it? It's been two years since I last drove and I'm quite nervous about it.
Could Saturday's lesson be a full practice drive on the test routes, with no talking from you? I want to see if I can manage it on my own before the real thing.
My friend failed for not stopping at the white line. Can you make sure I know all the junctions round the centre?
If I fail, how long do I have to wait before booking again? I'd like to have a plan ready, just in case things don't go well on Friday.
I've been offered a slot on the 18th through a cancellation app. Shall I take it? It's three weeks earlier than the one I've got, but I'm not sure I'm ready.
Is there a dress code for the test? Sounds silly but I want to be comfortable. I was going to wear my usual jeans and trainers, unless that's a problem.
Is it normal to feel sick with nerves the week before? My test is on Monday and I can't eat.
""",
    "payment": """
How much are your lessons now? I had one block with you last year and I'm thinking of starting again.
I've sent the money for this week's two hours by bank transfer. Could you confirm it's arrived? My app shows it as pending.
Is there a discount if I pay for ten hours up front? My grandad wants to help and would rather pay in one go.
Hi, can I pay by card in the car, or is it cash only? I don't usually carry much cash.
You charged me for last Thursday, but you cancelled because your car was in the garage. Could that be taken off?
I paid for a block of twenty hours and have used twelve. As I'm moving away, can I get the rest back?
Could you send me a receipt for all the lessons this year? My employer pays for training and needs proof.
Do you charge more for the hour before the test and use of the car on the day? I'd like to budget.
My bank says the standing order failed because of a typing mistake in your sort code. Could you send your details again?
Hi, the price on your website says one thing but my last invoice said another. Which is right? I'd like to make sure I'm paying the correct amount.
I accidentally paid twice for Tuesday. Could you keep the extra for my next lesson rather than send it back?
Is it cheaper to have lessons in the manual car than in the automatic? I've heard automatic costs more. I'm still deciding which to learn in.
I'm on a tight budget and wondering if I could pay weekly instead of for a block. Would that be possible?
The gift voucher my aunt bought me for my birthday says six hours. Can I use it with you? It's from a national driving school, but she said any instructor accepts them.
I'm a student. Do you do any kind of reduced rate for students or people on benefits? I'd love to carry on but money is tight this term.
I cancelled more than two days ahead, but I've been charged the late-cancellation fee. Could you check that? I've got the message I sent you on the Monday, if that helps.
My mum will pay for my lessons from now on. Can she pay you directly, and what details will she need?
Can I spread the cost of the intensive course over three months? Paying it all at once is too much.
Do you take cheques? My grandmother wants to pay for my block but she doesn't do online banking. She'd like to post one to you this week.
I was charged for two hours but we only drove for one and a half. Could we sort out the difference?
Hi, what's your refund policy if I pass before using up the block? Fingers crossed! I've got about eight hours left on the block I bought.
Could I have an invoice with your business name on? My mum's claiming it back through her work scheme. It needs your address and the dates too.
I've been made redundant and need to pause. Is the money I've paid for the remaining hours safe? I'm hoping to start again in a couple of months.
Is there a booking fee for the practical test on top of your price for the day? I'd like the total.
My transfer went to your old account by mistake. Can you check if it still reaches you or should I pay again?
Does the price go up after this month? I'd like to buy a block now if it's cheaper. A friend said there was a rise coming.
How much extra is it to have lessons on a Sunday? My only free day. I'd like to know before I book a few of them.
Hi, you haven't taken money for the last three lessons. I think the app stopped charging. How much do I owe?
Do you do a first lesson at a lower price? I'm comparing a few instructors before I commit. It would help me see whether we get on.
I'd like to buy lessons for my son as a Christmas present. Can I pay now and he starts in January?
My card was declined when I tried to pay after the lesson. Can I pay the full amount on Thursday instead?
Could you split the cost of a block between me and my dad? We want to pay half each. He'd like to send his half straight to you.
I'm owed one hour from when your car broke down. Will that be taken off my next bill? I don't mind either way as long as it's noted.
Is the price the same for pick-ups from outside town? I live about five miles out. Some instructors have told me they charge for the extra travel time.
Do you charge for the time the lesson runs over? We went fifteen minutes past last week. I didn't mind at all, I just want to know what to expect.
The receipt you gave me shows the wrong date. My college needs it to match their records. Could you send me a corrected copy when you have a moment?
Is it possible to pay per lesson at the start rather than at the end? I get paid weekly and it would be easier to keep track that way.
I'd like to know the total cost of getting me test-ready, roughly. My family want to plan for it. Just a rough idea of how many hours people usually need would help.
I was told the intensive course was a fixed price, but the bill includes extra hours. Can we talk about it?
Could you refund the deposit I paid? I've decided to learn with my uncle in his car instead. I never actually had a lesson with you.
Do you offer a cheaper rate for two-hour sessions? I find them much more useful. I'd book one every week if the price was right.
My lessons were meant to be paid by the council's training grant. Have you had their payment yet? They said it could take a month to come through.
Hi, the money for Saturday is there now, sorry it was late. My wages came in a day after I thought.
Can you tell me how many hours I've got left on my block? I've lost track of what I've paid for.
Is there a charge for using your car for the theory part, or only the practical? Just checking. My friend said her instructor charges for both.
Could I have a written price list? My parents want to see it before I sign up. They'd also like to know if there are any extra charges.
I've switched banks, so the next payment might come from a different name. Please don't think it's a mistake. It'll be in my married name now.
My brother recommended you. Does he get anything off his lessons for sending me? Some instructors seem to do a deal for that, so I thought I'd ask.
I'd like to know whether the hour before my test is included in the block price or extra. I've budgeted for the block but not for anything on top of it.
Is there a cancellation charge if the weather's too icy to drive? I'd rather not pay for that. Last winter my friend's instructor charged her even when the roads were closed.
""",
}

SETS = {"garden": GARDEN, "tailor": TAILOR, "driving": DRIVING}
