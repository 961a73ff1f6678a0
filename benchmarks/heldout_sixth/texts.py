"""The sixth round of held-out sets, written by hand: one text per line under its label
(see README.md). ``python3 benchmarks/heldout/write.py heldout_sixth`` writes them as JSON."""

# Is a bookshop's back-cover blurb for a made-up story or for a book about the real world?
# Labelled by what the book is, not by how it is told: a biography that reads like a thriller
# is non-fiction; a novel set in a real war, or written as a fake diary, is fiction.
BOOKS = {
    "fiction": """
When the lighthouse keeper vanishes on the longest night of the year, his twelve-year-old niece is the only one who believes he is still alive.
A retired detective, a stolen violin and a village that would rather forget.
Two sisters inherit a crumbling vineyard in Burgundy and a secret their mother took to her grave.
On a generation ship three hundred years from Earth, the crew discover the captain's logs have been rewritten.
Funny, tender and utterly heartbreaking, this is the story of a boy who decides to walk to the sea.
She was a cook in the king's kitchens. He was the poisoner sent to kill him.
a dragon who is scared of fire. a knight who cant hold a sword. together they save the kingdom, sort of
Set during the siege of Leningrad, this sweeping saga follows a ballet dancer and the doctor who loves her.
The murders began the week the circus came to town.
Told through letters, postcards and shopping lists, a marriage unravels over one hot Italian summer.
In a city where memories can be bought and sold, a pawnbroker finds one that belongs to her.
The third instalment of the bestselling series sees the young witch return to school to find the gates locked.
Every morning at 6.14 the same stranger boards the train, until the morning he doesn't.
An unforgettable debut about grief, friendship and a very bad-tempered parrot.
Nobody in the sleepy seaside town knows that the new vicar used to be a bank robber.
A chilling ghost story for long winter nights: a young widow takes a job cataloguing the papers of a dead poet in a fen-country manor, and soon realises the poet is still writing, in her handwriting, every night.
After the floods, the last librarian in England guards the last books, and someone wants them burned.
The Booker-shortlisted tale of three generations of women running a fish shop in Lagos.
A spy is brought in from the cold for one final job in 1970s Berlin.
Witty, wise and warm, the perfect holiday read.
Captain Mara Veil has one ship, one chance and a crew who think she is mad.
A teenage girl wakes up in the body of her own grandmother, fifty years in the past.
What would you do if the house you grew up in started writing you letters?
An epic fantasy of warring queens, ancient magic and a map that keeps changing.
The hilarious diary of a hopeless teenage boy, aged 13 and three quarters, or so he claims.
Inspired by real events, this gripping tale imagines the life of the woman who sewed the first flag.
Twelve short stories about love, loss and the small hours of the morning.
In 2089 the oceans have risen and Manhattan is a chain of islands.
A cosy mystery with cake, cats and a body in the vicarage garden.
the twist at the end will make you want to read it all over again
Lyrical and haunting, a poem-cycle in the voice of a drowned village.
When the robots went on strike, nobody expected the toasters to join them.
Inspector Hale's fourth case takes him deep into the Scottish Highlands.
A love story across a wall, in a city split in two.
Winner of the Costa prize: a spellbinding tale of a family of clockmakers and the son who stopped time.
Sam has a plan to win back his ex. It is a terrible plan.
Picture book. A little bear looks for his hat, and finds a friend.
Alternate history at its best: what if the Armada had landed?
A psychological thriller that asks how well you really know the man you married.
the sequel fans have been waiting ten years for
Heartwarming and laugh-out-loud funny, the tale of an elderly widower who joins a punk band.
Deep in the jungle, an expedition goes missing, and only one of them comes back.
A graphic novel about a girl, her grandmother and a fox that can talk.
Adventure, pirates and buried treasure on every page, perfect for readers aged 8 to 12.
The classic tale of ambition and revenge, now in a beautiful clothbound edition.
A family saga spanning a century, from a Cornish tin mine to a New York penthouse.
Nobody has crossed the Glass Desert and lived. Until now.
Intricately plotted and deliciously dark, the new whodunnit from the queen of crime.
An aging film star checks into a hotel in Venice to die, but the hotel has other ideas.
Romance blossoms between two rival florists on the same street.
A bold reimagining of the Trojan war told by the women left behind.
Her name is Seven. She has no memory, a gun and a train ticket to nowhere.
A dystopian thriller in which every citizen's happiness is measured and taxed.
Told in verse, this young-adult story follows a swimmer who loses her sight.
The farm was supposed to be a fresh start. Then the animals started disappearing.
A slow-burn romance set in a Yorkshire bakery, with plenty of scones and misunderstandings.
Sherlock Holmes is back, in three brand-new adventures written for the centenary.
When a time traveller gets stuck in 1994, he has to survive without a smartphone.
A chilling tale of a girl who can hear what the dead want.
Lovingly translated from the Japanese, a quiet novel about a woman who runs a second-hand bookshop.
A comic caper about the world's least successful art thieves.
The ghosts of the old hotel have one rule: never let the guests see you.
A noir set in 1940s Los Angeles, full of smoke, jazz and lies.
Fairy tales retold for grown-ups, darker and funnier than you remember.
The world's last unicorn is living in a council flat in Croydon.
The moving story of a soldier's horse in the trenches of the First World War.
An astronaut is left behind on Mars and has to grow potatoes to survive.
A boarding-school story with midnight feasts, secret societies and a mystery in the bell tower.
A bittersweet coming-of-age tale about a summer that changed everything.
Twins separated at birth meet by chance at a wedding in Goa.
An interactive gamebook: you choose which way the hero goes.
A gothic tale of a governess, two strange children and a house full of whispers.
In this dazzling debut collection, each story takes place in a different hotel room.
The legendary hero returns from war to find his home taken over by suitors.
A satirical take on office life, where the printer becomes the new CEO.
What if dinosaurs never died out? A wildly imaginative adventure for young readers.
A 19th-century whaling voyage told by the ship's cabin boy.
A comforting read about a small town, a knitting circle and a very old secret.
Based loosely on the author's own childhood, a tender story of a boy growing up in a Belfast street.
The emperor is dying and his seven children are ready to kill for the throne.
a beach read thats actually good, the characters feel like old friends by the end
An unputdownable thriller about a missing hiker and a mountain rescue team with something to hide.
A modern fable about a fisherman who catches a talking fish.
Stranded on an island with her worst enemy, a reality-TV contestant starts to fall for him.
Book two in the award-winning trilogy about the kingdom beneath the ice.
""",
    "nonfiction": """
The true story of the lighthouse keepers who vanished from the Flannan Isles in 1900, and the century of theories since.
A practical guide to growing vegetables on a balcony, with month-by-month planting charts.
How did a small company in a garage end up changing the way we shop? This is the inside story.
Everything you need to pass your driving theory test, with 500 practice questions.
A leading neuroscientist explains why we forget names but remember song lyrics.
The definitive biography of the composer, drawing on hundreds of letters never published before.
Part memoir, part love letter to the sea: a year spent swimming off the Cornish coast.
Over 100 easy recipes for busy families, most ready in under 30 minutes.
Reads like a thriller: the astonishing true account of the greatest bank heist in French history.
A history of the world in twelve maps.
Why do we sleep? A sleep scientist explains the science, and how to get more of it.
The moving memoir of a nurse who spent thirty years on a children's cancer ward.
From the pyramids to the Shard, the story of how humans learned to build tall.
A beginner's guide to personal finance, from budgeting to pensions, written in plain English.
In 1914 an expedition set out to cross Antarctica. This is what really happened.
Learn to knit in a weekend: twenty simple projects with step-by-step photos.
An investigative journalist uncovers the hidden cost of fast fashion.
The life and times of the woman who wrote the first computer program.
Birds of Britain and Europe: a field guide with over 2,000 colour illustrations.
How to talk so your teenager will listen, by a family therapist with twenty years of experience.
A former spy tells how she lived a double life in Moscow for nine years.
The surprising history of salt, and how it shaped empires.
a no-nonsense guide to decluttering your home, one drawer at a time
The Rough Guide to Portugal, fully updated with new maps and restaurant reviews.
Drawing on newly opened archives, this book retells the siege of Leningrad through the diaries of those who lived through it.
What the animals in your garden get up to at night, explained by a wildlife cameraman.
An accessible introduction to quantum physics, with no maths required.
Based on hundreds of interviews, a portrait of life inside a high-security prison.
A celebrated chef on the recipes, markets and kitchens that made her.
The inside story of the 1966 World Cup, told by the men who played in it.
Train your puppy in six weeks with this positive, reward-based method.
How do vaccines work? A clear, calm answer for curious readers.
A critical history of the British Empire, and how it is remembered today.
The autobiography of a comedian, as funny and as sad as you would expect.
Ten walks around London, with maps, pub stops and forgotten history on every corner.
Teach yourself Spanish: a complete course for beginners, with audio online.
An economist explains why house prices keep rising and what could stop them.
The extraordinary life of a Victorian explorer who mapped the Nile, told through her own journals.
A guide to the night sky for beginners, with star charts for every season.
Why do some companies thrive while others fail? Lessons from fifty years of business research.
The real story behind the mutiny on the Bounty, pieced together from the ship's log, the court-martial papers and the letters the sailors' families wrote home, by a naval historian who has sailed the same route.
Yoga for stiff people: gentle routines you can do before breakfast.
A photographer's journey through the national parks of the American West, in 200 stunning images.
A historian looks at how ordinary people ate, dressed and worked in Tudor England.
the true crime book everyone is talking about. you wont sleep after this one
Everything parents need to know about the first year of a baby's life.
A mathematician shows how probability shapes everyday decisions, from umbrellas to lotteries.
The first full account of the Chernobyl disaster by someone who was there.
Understanding your cat: a vet explains purring, scratching and that three a.m. sprint.
A handbook for first-time managers: running meetings, giving feedback and hiring well.
How the humble potato changed European history.
A former police detective on the cold cases that still keep him awake.
A guide to the wines of Italy, region by region.
This essay collection asks what we owe to future generations.
A climate scientist sets out, clearly and without panic, what the next fifty years could look like.
The story of the Beatles' last year together, from the people who worked with them.
DIY plumbing made easy: fix leaks, unblock drains and fit a new tap yourself.
The secret life of trees, and how forests talk to each other.
A mountaineer's account of the storm that killed eight climbers on Everest.
Short, sharp and funny, a linguist explains where swear words come from.
Understand your tax return at last, in fewer than 200 pages.
A fascinating look at how the human brain changes in old age.
An illustrated encyclopedia of dinosaurs for children aged 7 and up.
The untold story of the women codebreakers of Bletchley Park.
How to write a novel: a creative writing course from a prize-winning author.
A journalist spends a year living on the minimum wage and reports what she found.
The philosophy of Stoicism, applied to modern working life.
A history of medicine in fifty objects, from the leech jar to the MRI scanner.
Gardening for wildlife: how to turn any plot into a haven for bees and birds.
The memoir of a refugee who walked from Syria to Germany with her two children.
Why we laugh: the psychology of humour, explained with plenty of jokes.
An oral history of the miners' strike, told by the families who lived it.
A complete guide to running your first marathon, from the couch to the finish.
The science of cooking: why bread rises, meat browns and sauces split.
A biography of the general that reads like an adventure novel.
The rise and fall of a tech empire, from its first investors to its last court case.
A guide to the birds, beetles and butterflies you can spot in a city park.
Sourdough for beginners: starters, shaping and baking, without the jargon.
A former diplomat reflects on forty years of peace talks that mostly failed.
What every patient should know before surgery, by an anaesthetist.
An atlas of remote islands, fifty places I have never been and never will.
How the ancient Romans built roads that still last today.
A lively history of the English language, from runes to emojis.
Self-help with a sense of humour: how to stop saying yes to everything.
The story of Apollo 11, minute by minute, from the transcripts and the crew.
""",
}

# App-store reviews of a (made-up) mobile banking app. Labelled by the reviewer's overall
# feeling about the app: praise words in a neutral question or request do not make it
# positive, sarcasm is negative, and a complaint that ends in "thanks" is still negative.
BANK_APP = {
    "positive": """
Finally a bank app that doesn't log me out every thirty seconds. Love it.
Splitting a restaurant bill with friends takes two taps now. Brilliant.
Face ID login is instant and the spending charts are genuinely useful.
Was sceptical after the redesign but it's grown on me, much cleaner than before.
five stars, paying the plumber by scanning his QR code was so easy
The savings pots feature has actually helped me put money aside for the first time in years.
Lost my card abroad, froze it in the app in ten seconds and a new one was at my hotel in two days. Meanwhile the virtual card in the app kept me going for taxis and food. Seriously impressed.
Customer chat answered in under a minute and sorted my issue. Rare these days!
I like that it tells me when a subscription is about to renew. Saved me £80 already.
Does exactly what I need, nothing more, nothing less.
The dark mode is gorgeous and easy on the eyes at night.
Had a small glitch last month but the update fixed it and it's been smooth ever since.
Cheque deposit by photo works first time, every time.
Best banking app I've used, and I've tried four.
Not flashy, but rock solid. Never crashed on me once in two years.
Love the round-ups, my spare change has turned into a little holiday fund.
Transfers to my daughter at uni land instantly, which is a huge relief.
Setting up a standing order used to be a nightmare, now it's one screen.
Clear, quick and secure. My elderly dad can even use it.
The budgeting alerts stop me overspending on takeaways. Annoying in the best way!
Swapped from my old bank just because of this app tbh
Exchange rates shown before you pay abroad, no nasty surprises. Great for travelling.
The new widget showing my balance on the home screen is so handy.
Honestly didn't expect to ever say this about a bank, but the app is a joy.
Works perfectly on my old phone, which most apps don't anymore.
I was worried about moving my salary over but the switching service did it all for me. Smooth.
Notifications arrive the moment I tap my card. Makes me feel in control.
Easy to dispute a dodgy transaction, money was back within a day.
It is simple. It is fast. It works. Five stars.
Kids' accounts with parental controls are a lovely touch.
my go-to app every morning to check everything's in order, never lets me down
The search finally works! Found a payment from 2019 in seconds.
Support were patient with me when I got locked out and walked me through it step by step. Thank you!
Good app. Would recommend to anyone fed up with their high-street bank.
Being able to see my credit score in the same place is really useful.
Clean design, no adverts, no clutter. Just my money.
Paying bills by photographing the invoice feels like magic.
Honestly a relief after years of the old clunky website.
Virtual cards for online shopping make me feel much safer.
The app helped me spot a fraudulent charge before the bank even called. Very grateful.
Had my doubts about an online-only bank but the app has won me over completely.
The accessibility settings with bigger text mean I can finally read my statements.
Quick loan decision right in the app, money arrived the same afternoon. Very happy.
Love that I can rename my savings goals, "new bike" is nearly full!
Four stars only because I miss the old icon, otherwise flawless.
Setting travel notices is no longer needed, it just works everywhere. Fab.
Great for freelancers, invoices and tax pots all in one.
Contactless limit can be changed in settings instantly, very convenient.
After trying three rivals I came back. Nothing else comes close.
Really intuitive, I didn't need the help pages once.
A solid, reliable app that respects my time.
Can't fault it. Everything from payees to statements is where you'd expect.
Statements as PDF in one tap, perfect for my mortgage application.
Joint account with my partner is so easy to manage now, we both get alerts.
The monthly summary is like a little report card for my spending, love it.
Sleek and speedy. Logged in, paid rent, done, in under a minute.
Whoever designed the new payments screen deserves a raise.
Used it in Japan, Peru and Iceland without a single problem.
The security checks are thorough without being a pain.
ok I was wrong about this app, it's actually great
""",
    "negative": """
Logs me out every time I switch to another app to copy a reference number. Useless.
Great, another update and now my fingerprint login doesn't work. Thanks a lot.
Tried to pay rent on the 1st and the app was 'under maintenance' all day.
Love how it takes six screens to send twenty quid. Really innovative.
Crashes on launch since the last update. Pixel 7, already reinstalled twice.
Thanks for the lovely new design, shame I can't find my balance anymore.
Support chat is a bot that sends me the same FAQ link every time.
Why do I need to confirm by text message when I already used my face to log in??
One star. Payment taken twice and I'm told to wait ten working days.
The spending charts are pretty but completely wrong, they count transfers between my own accounts as spending.
It was fine until they removed the option to see pending transactions.
Can't even change my address in the app, had to phone and wait 40 minutes. Thanks.
Adverts for loans on the home screen? I opened the app to check my balance, not to get into debt.
keeps saying 'something went wrong' with no explanation
Brilliant, the app locked my card as 'suspicious' while I was paying for petrol abroad. Stuck at the pump.
Dark mode makes half the text invisible.
The old version was simple. This one looks like a casino.
Great bank, terrible app. Slow, clunky and it drains my battery.
Transfers to new payees are blocked for 24 hours with no way to override. Missed a deposit on a flat.
Notifications arrive hours after the payment, what's the point?
Please bring back the widget. I used it every day and now it's gone with no explanation.
Thanks for nothing. Three emails, no reply, and my account is still frozen.
The cheque scanner never recognises the amount, I've given up.
Won't run on my tablet at all. It's 2024.
Fantastic, the exchange rate shown in the app was not the one I was charged.
Every time I open it there's a survey pop-up. No, I would not recommend you to a friend.
Support were polite but couldn't fix anything. Still can't log in a week later.
Login with the card reader is a joke, who carries that thing around?
Statements only go back 12 months now. I need 3 years for a visa application.
It's slower than walking to the branch, and the branch closed last year.
The round-up feature moved money from my account when it was nearly empty and I went overdrawn.
Used to be five stars. Now I can't even see who I've paid.
Accessibility is terrible, the screen reader skips the payment buttons entirely.
App froze halfway through a transfer and now I have no idea if the money went.
Why does a bank app need my location and my contacts?
Lovely colours, shame nothing works.
Each update removes a feature I use and adds one I don't.
My savings goal vanished along with the progress I'd made. Not impressed.
Cannot set up a standing order for a date more than a month away. Ridiculous.
The password rules are so strict I have to reset it every single time.
I appreciate the effort on the redesign, but you've hidden the statements three menus deep.
Wish I could give zero stars. Locked out on holiday with no money.
Gets stuck on the loading spinner every morning, usually when I'm at the till.
The budgeting feature shames me with red pop-ups. I'm an adult, thanks.
Had to uninstall and reinstall four times this month. Stop breaking it.
Fraud team blocked a legit payment and then made me wait an hour on hold to unblock it.
Wonderful, the 'quick pay' button now takes longer than the old way.
Ive been with this bank twenty years and this app makes me want to leave
Joint account holders can't see each other's pending payments. Basic stuff missing.
Face login fails every time I wear glasses. Ridiculous in 2025.
It charged me a fee for a transfer it told me was free.
Constant 'session expired' messages. Security is one thing, this is just annoying.
A help section full of articles that don't answer the question.
Brilliant app if you enjoy watching a loading bar.
Was perfect until the last update. Now the balance shows zero until I refresh three times.
Scammer emptied my account and the in-app report form just says 'submitted'. No human ever followed up. I've had to borrow money from my sister to pay the rent while your app tells me to 'sit tight'.
Tiny font, no option to enlarge it. My eyes are not 20 anymore.
Thanks for the new feature nobody asked for, now please fix the one that's broken.
Dreadful. Just dreadful. Avoid.
Support told me to update the app. It was already updated. Support told me to update the app.
""",
    "neutral": """
Is there a way to export transactions to a spreadsheet? Couldn't find it in settings or in the help pages, and my accountant needs the whole of last year by the end of the month. Thanks in advance.
Does the app support Apple Watch yet?
Love the app, quick question: can I add a second card for my partner from here?
Used it for a month. Some things are handy, some are fiddly. Average, I'd say.
Will there be a version for Huawei phones without Google services?
How do I change the nickname on my savings account?
Would be nice to have a dark mode option in a future update.
It's a banking app. It shows my balance and lets me pay people. Does the job.
Can I deposit cash anywhere, or only at partner post offices?
Three stars. Nothing wrong with it, nothing special either.
The new layout is different; I'll need some time to get used to it before I decide.
Please add Welsh as a language option, many thanks.
Is the pay-by-photo feature available for business accounts?
Works fine on my phone, haven't tried it on the tablet.
Great idea with the savings pots. Is there a limit to how many I can open?
Where do I find my sort code and account number to give to my employer?
Just switched from another bank, still finding my way around the menus.
Is it safe to use the app on public wifi?
Would love to know if the overdraft alert threshold can be changed.
The update added a few things and moved a few others. Mixed feelings so far.
Can I set up the app on two phones at once?
Does the spending report count cash withdrawals?
Rating left at three until I've used it for longer.
Fingerprint or face login, is one more secure than the other?
It's fine. I only use it to check my balance really.
Any plans to add budgeting in other currencies?
How long does a transfer to a European account usually take through the app?
Good for some things, clunky for others, much like every other bank app out there.
Is there a way to turn off the round-ups temporarily without losing my savings goal?
Could you add an option to hide the balance on the home screen?
I'm happy to pay by the app but would like a paper statement once a year, is that possible?
Can the app read my card number for online shopping or do I type it?
Thanks for the quick update. Does it fix the widget issue other people mentioned?
Tried the new chat feature once, too early to say whether it is useful.
Is the minimum age for the teen account 11 or 13?
Does freezing the card in the app also stop direct debits?
I mostly use the website, the app is there for emergencies.
Will the old version keep working if I don't update?
Where can I see how much interest I earned last year for my tax return?
The app asks for my location when I pay abroad. Is that optional?
Used it twice to pay a friend. Both went through.
Need the IBAN for a transfer from France, where in the app is it?
The design looks similar to the other big banks' apps these days.
Is there a dark mode, or does it follow the phone setting?
My rating depends on whether the promised savings features actually arrive.
Looks fine so far, only installed it yesterday.
Any way to split a single payment into several categories?
Please could you add Apple Pay for the business card? Otherwise the app is lovely.
Can I order a replacement card through the app or do I need to call?
Updated this morning, the app seems the same as before apart from the icon.
Does the cheque scanner work with cheques from other banks?
Is there a desktop version, or only the phone app?
Statements download as PDF. Is CSV on the roadmap?
Are notifications sent for incoming payments too, or just card spending?
Honest review: it does what my old bank's app did, just with a different colour scheme.
Can I use the app while abroad without roaming charges, or does it need wifi?
Would a pension overview be something you are considering?
How do I add a power of attorney to my mum's account through here?
Neither better nor worse than the last version.
First impressions: clean layout, a lot of menus. Will update this review later.
""",
}

# Messages to a vet practice from owners: which kind of animal is the message about? The animal
# is hardly ever named; it shows in what the owner describes (walks and leads, litter trays and
# hairballs, hutches and hay, perches and feathers, stables, hooves and saddles). Words shared on
# purpose: hay, litter, cage, claws, teeth, moulting, worming, jabs, grooming, scratching.
PETS = {
    "dog": """
He ate a whole bar of dark chocolate off the coffee table about an hour ago, should I bring him in?
She keeps licking her paws raw after our walks in the park. Could it be the grass?
Booster jab is due next month, can we book for a Saturday morning?
Our puppy cries all night in her crate, is that normal at nine weeks?
He limps on his back leg after chasing the ball, but only for a few minutes.
Can you recommend a flea and tick treatment that's safe with kids in the house?
She's been scooting her bottom along the carpet. Anal glands again?
Tummy upset after he got into the bin. Plain chicken and rice ok?
Need a rabies certificate and a pet passport for a ferry trip to France in June.
He pulls so hard on the lead that he coughs. Should we switch to a harness?
my staffie has a lump on his chest, it's soft and doesn't seem to hurt him
Castration for our one-year-old lab, what's the recovery like?
She barks at every noise since the fireworks. Is there anything calming you'd suggest?
Smelly ears and lots of head shaking after swimming in the lake.
He swallowed a sock. He's still eating and pooing normally and wagging away as if nothing happened, but my neighbour says socks can block the gut days later. Do I need to worry, or just wait and watch?
Booking a nail clip, the claws click on the kitchen floor.
Our old boy struggles up the stairs in the mornings now. Could we talk about joint supplements?
Kennel cough going round the daycare, should she have the nasal vaccine?
Grass seed stuck between his toes after the walk, it's swollen.
She's had three litters already, we'd like to talk about spaying her.
Bad breath and a brown crust on his back teeth. Dental clean needed?
Drinks a lot more water than usual and has had two accidents indoors.
He was stung on the nose chasing a wasp, his muzzle has swollen up.
Is it ok to give him a bit of my paracetamol for his sore hip?
Found a tick behind her ear after the woods, how do I get it out?
Worming tablets: he spits them out every time, even wrapped in cheese.
The new rescue growls when anyone goes near his food bowl.
Can he have his stitches out at the Tuesday clinic?
Sheds like mad every spring, is brushing enough or does she need a groom?
Vomited twice after eating grass on our morning run. Seems fine now.
He ran into a barbed wire fence chasing a rabbit and has a long cut on his side.
We're starting agility classes, does she need a health check first?
Fetched a stick, now yelping and won't open his mouth fully.
Our greyhound shivers all the time in the cold, is a coat really necessary?
She weighs 38 kilos and the vet said she should be 30. What should she be eating?
Microchip details need updating, we've moved house.
Lungworm, from slugs on his toys in the garden? Should he be tested?
Dew claw torn and bleeding, he won't let me touch his paw.
House-training is going badly; any tips or should we see a behaviourist?
The groomer noticed a bald patch on his tail. It isn't itchy.
""",
    "cat": """
She keeps bringing up hairballs, three this week. Is that too many?
He's started weeing outside the litter tray, right next to it.
Came home with a torn ear after a fight with next door's tom.
Not touched her food for two days and just hides under the bed, which isn't like her at all. She still goes to the tray, and she drinks a little. Should I bring her in today or wait?
Can we book a spay for our kitten at around five months?
He yowls at the back door all night since we moved. Is it stress?
Scratching the sofa to shreds, is a post enough or do we need to trim the claws?
Flea treatment for an indoor-only girl, does she really need it?
She was shut in the neighbour's shed for two days. Seems thirsty but ok?
Straining in the tray and only a few drops come out. Urgent?
my tabby lost a lot of weight even though he's eating more than ever
He caught a mouse and ate it, now he's sick on the landing.
Purring but drooling and pawing at his mouth. Tooth problem?
Lily pollen on her nose from the bouquet. Someone said that's dangerous?
The old girl is 17 and getting very bony; kidney blood test?
He only eats the jelly and leaves the meat. Is that a balanced diet?
Cat flu jabs are overdue after lockdown, can we catch up?
She knocks everything off the counter and then stares at me. Normal?
Abscess on his tail after a scrap, it burst this morning and smells.
Overgrooming the belly until it's bald. Allergies or boredom?
Is it safe to let her outside a week after the microchip?
Hiding in the wardrobe since the new baby arrived.
Just adopted a feral from the farm, she hisses at everyone. How do we get her to the clinic?
He goes out at night and comes back with scratches on his nose every week.
Wet food or dry? The breeder said dry only but I'm not sure.
Her third eyelid is showing in both eyes. Should I worry?
Tabby kitten with runny eyes and sneezes, only ten weeks old.
He hunts birds constantly, would a bell on the collar help?
Sleeps on the radiator all day, is that because she's feeling the cold with age?
We're going away for two weeks, is a cattery better than a sitter for a nervous girl?
Hyperthyroid tablets twice a day, can we try the ear gel instead?
The cat flap fails to read his chip since the op. Could the chip have moved?
Something is wrong with his back legs, he wobbles when he jumps down from the windowsill.
Ate a bit of string from the knitting basket. Some is still hanging out.
Eyes are weepy after she got into a fight in the garden.
She's on heat and calling day and night, when can she be spayed?
Needs her claws clipped, she hooks them in the carpet.
Can we get worming drops instead of tablets? Pilling him is a war.
Howls in the car all the way to the clinic. Anything to calm him?
Long-haired and matted under her armpits, she won't let me brush it out.
""",
    "rabbit": """
He hasn't produced any droppings since last night and won't touch his pellets.
Her front teeth are so long she can't pick up her food.
The hutch is outside, should I bring them in during the cold snap?
Flystrike? There were maggots around his bottom this morning.
They're both does, do they still need neutering if they live together?
Stopped eating the hay and is sitting hunched in the corner.
Head tilted to one side and rolling over, it came on suddenly.
Myxomatosis and VHD jabs, can both be done on the same day?
Lots of fur everywhere, she's pulling it out to make a nest but hasn't been near a buck.
Can they have dandelions from the garden or could they be sprayed?
Soft sticky droppings stuck to her back end, every day this week.
Nails are long and curling because he's indoors on carpet all the time.
Is a run in the garden enough space, or do they need more?
my lop's ears smell and he keeps scratching one of them
Bonded pair, one just died. The other one has gone very quiet. What should we do?
Thumping his back feet in the night. Is something scaring him?
He chewed through the phone charger cable. It was plugged in.
Drooling and a wet chin, and she's dropping food from her mouth.
Which pellets are best, muesli mix or extruded?
She grunts and lunges when I put my hand in the cage to clean it.
Tiny white specks in the fur along his back, he's been itching.
Moulting and swallowing lots of fur, should I brush more?
Litter training: he uses the tray but also the corner of the sofa.
The breeder said carrots every day, but I've read that's too much sugar.
Lump under the jaw, hard, appeared in a week.
Can they live with guinea pigs? The pet shop said yes.
He lost his appetite after the neuter; how soon should he eat again?
Eyes weepy and crusty on one side, maybe a blocked tear duct?
She's doing binkies round the lounge, so she's happy, but she's gaining weight fast.
Outdoor hutch or indoor pen, what's warmer for winter?
Both keep digging under the fence. Any tips?
He doesn't like being picked up at all, how do we give him the medicine?
Hay is so expensive now, can I feed mostly greens instead?
Her dewlap is wet and sore from the water bottle. Bowl instead?
Sore hocks on his back feet, red and bald.
The vet last time mentioned his molars need burring. Can we book that?
She had babies this morning! We didn't know she was pregnant. What now?
Urine in the litter looks orange red. Is that blood?
Is a harness and lead safe for walking them on the grass?
Found him lying flat and cold in the hutch, breathing fast.
""",
    "bird": """
He's plucking his chest feathers out and the skin underneath looks sore.
Her beak looks overgrown and slightly crossed. Can it be trimmed?
The budgie is sitting fluffed up at the bottom of the cage all day.
Can you clip his wings so he doesn't fly into the windows?
She laid an egg even though there's no male. Is that a problem?
Tail bobbing with every breath and a clicking sound.
Swallowed a bit of the plastic toy, I think. He's still chirping.
How many sunflower seeds a day is too many?
Our cockatiel screams whenever we leave the room.
Moulting a lot, feathers all over the floor. Normal in spring?
my african grey has started saying a new word, but he also sneezes a lot
Nails are too long to grip the perch properly.
Discharge around the nostrils and one eye half shut.
Scaly white crust on her legs and around the cere.
The chickens have stopped laying and one has a pale comb.
Droppings have been watery for two days, not much solid.
Is non-stick cookware really dangerous to have in the same house?
We found a baby pigeon in the garden. Can you check it over?
He flew into the mirror and now holds one wing lower.
Lovebird pair keeps fighting, one has a bleeding toe.
Can he eat apple with the pips, or are they toxic?
Her feathers look dull and she's stopped preening.
Do canaries need vaccinating?
Keeps regurgitating seed onto his mirror. Sick or in love?
He got out through the open window and was missing for a day. Seems fine now, but should he be checked?
Is an outdoor aviary ok for a parakeet in a British winter?
Mites? She's scratching and there are tiny red dots on the cage cover at night.
Bit of blood on the cage floor, I think a blood feather broke.
The hen is walking like a penguin and straining. Egg bound?
How often should the cage be cleaned out completely?
He's a rescue macaw and bites whenever I offer my hand.
Is it normal for a young budgie's cere to change colour?
She barely chirps anymore and sleeps most of the day.
One foot is swollen and he won't stand on it.
Can we get a health check before we add a second finch to the flight?
The cockatoo has chewed the bars of the cage and I'm worried about zinc.
He eats only millet and refuses the pellets we bought.
Ducks in the pond have a limp, all three of them.
His feathers stick up and he sits on the perch with his eyes shut.
Bathing in the water dish all day, is that ok?
""",
    "horse": """
She's lame on the near fore after hacking on the road, heat in the hoof.
Colic signs: pawing, looking at his belly, rolling in the stable.
Teeth rasping is due, can the dentist and the vet come on the same yard visit?
He's lost weight over winter even on extra hay.
Mud fever on all four legs again, scabs behind the pasterns.
Flu and tetanus boosters for the whole livery yard, can we get a group visit?
The farrier found an abscess and wants you to look at it.
My mare is in foal and about to pop, when should you come out?
Coughing when the hay is shaken out. Should we soak it?
A swelling on her cannon bone after a knock in the field.
Pre-purchase vetting for a 7-year-old cob next Thursday please.
He won't let me pick up his back feet any more.
laminitis in the spring grass last year, how do we stop it happening again
Saddle rubs on the withers after a long ride. Should I stop riding?
Worm egg count results came back high. What wormer do we use?
Cut above the eye from the fence, bleeding a lot.
He bucks every time I ask for canter. Could it be his back?
Sweet itch is making her rub her mane and tail raw.
Her weight tape says 520 kg, is that heavy for a 15.2 hand mare?
Tied up after the cross-country, muscles hard and sweaty.
Strangles confirmed at the next yard. What precautions do we need?
The pony has a runny nose and a temperature of 39.
Can we book a passport microchip for the yearling?
He's quidding: dropping balls of half-chewed hay all over the stable floor, and his left cheek looks a bit puffy. Last rasp was eighteen months ago, so we're probably overdue. Can someone come out this week?
Ringworm patches on her girth area after borrowing someone's numnah.
She's retired, 29 years old and her coat isn't shedding properly.
Stiff behind after coming out of the trailer.
Thrush in the frog of the hind hooves, black and smelly.
Weaving and box walking since he's been on box rest. Anything to help?
The gelding was kicked in the field and won't put weight on the leg.
Hives all over his neck after a new fly spray.
Choke: saliva and feed coming out of her nostrils.
Should we give bute before the farrier comes?
His tendon is puffy after the jump lesson, cold hosing twice a day enough?
Can she still be ridden while she's in season and moody?
The donkey in the paddock with him looks very fat. Can you check him too?
Eats the wooden rails of the stable, is he missing something in his diet?
Rain scald on her back, the hair comes out in tufts.
He was cast in his box overnight and has some scrapes on his hocks.
Shoe came off and the hoof wall cracked right up.
""",
}

SETS = {"books": BOOKS, "bank_app": BANK_APP, "pets": PETS}
