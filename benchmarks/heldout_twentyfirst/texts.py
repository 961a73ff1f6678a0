"""The twenty-first round of held-out sets, written by hand: one text per line under its label
(see README.md). Three sets: clients' emails to a small bookkeeping and accountancy practice
(60 to 110 words), choir members' replies to a proposal to move rehearsals (20 to 50 words) and
campers' messages to a campsite's reception (6 to 25 words).
``python3 benchmarks/heldout/write.py heldout_twentyfirst`` writes them as JSON."""

# A client's email to a small bookkeeping and accountancy practice: how soon the practice has to
# act on it. `urgent` something must be done within a day or two (a deadline, a frozen payment,
# a letter with a date this week), whatever the tone; `routine` something must be done but with
# no pressing date, even when the writer sounds anxious or mentions a far-off deadline; `fyi`
# nothing is asked of the practice: updates, thanks, confirmations, news kept for the file.
ACCOUNTS = {
    "urgent": """
Hi Priya, sorry to bother you on a Friday afternoon. The bank has just rung to say they can't release the mortgage offer until they see an accountant's letter confirming my last two years of self-employed income. We exchange on Tuesday, so they need it by Monday morning at the latest or the sale falls through. Is there any way you could draft something today or over the weekend? I can send whatever figures you need straight away.
Morning, I've opened a letter from the tax office dated three weeks ago that I'd somehow missed under a pile of post. It says my return for last year is overdue and that a daily penalty starts on the 14th, which is this Thursday. I was sure you'd filed it in January. Could you check your records and, if it wasn't sent, get it in before then? I'm kicking myself. I'd like to get it in before the next reminder arrives.
Dear Mr Okafor, our payroll run is due to go out tomorrow at nine and the software is rejecting the file because two new starters don't have tax codes. Twelve people are expecting to be paid, including the two new lads, and I really can't let them down before the bank holiday. Could someone ring me this afternoon and walk me through an emergency code? My number is on the signature below.
Hello, just had a phone call from our biggest supplier saying our last three payments bounced. Apparently the account number you set up in the accounts package for them is one digit out, so nothing has arrived since August. They've put us on stop and won't deliver Monday's stock. Can you look at it this morning and confirm the right details so I can pay them today? Sorry for the panicky tone. I'll ring their accounts team next, once I hear from you.
Hi both, I know it's not ideal notice, but the grant panel meets on Wednesday and they have only now told me they need signed accounts for the last financial year, not the draft ones. Without them our application won't even be read. Is it possible to finalise and sign them off by Tuesday evening? The numbers shouldn't have changed since the draft you did in spring.
Hi Dan, not sure if this is even your area, but my card reader company has frozen my takings pending proof of business, and I've got rent due on Friday, and my next delivery of stock on Saturday, that I can't cover without them. They want a letter from my accountant confirming I'm a registered sole trader. Could you knock one up today or tomorrow? Happy to pay whatever it costs. I'd really like to keep this landlord sweet.
Good morning. We've been selected for a VAT inspection and the officer is visiting this Thursday at ten. She's asked for the last four quarters' workings and the purchase invoices over five hundred pounds. I don't know where half of those are and I'm starting to panic. Can you pull together what you hold and maybe join the call, or at least brief me tomorrow?
Hello Grace, it's not a big job, but it is a quick one. My daughter's university needs a signed form from an accountant confirming my household income for her student finance, and the portal closes at midnight tomorrow. If we miss it she won't get her loan in time for term. I've attached the form. Could you sign and return it before then? I'll be checking my email all evening.
Hi, I hate to be that client, but I've just realised the corporation tax payment for the company is due tomorrow and I've no idea of the amount. Your email with the calculation must have gone to spam. Could you resend the figure and the payment reference this morning so I can get it through the bank before the cut-off?
Dear all, I'm writing from the hospital, so apologies for the brevity. My husband was taken ill on Sunday and I've only now remembered that his quarterly VAT return was due to be filed by the end of today. He always does it himself. Could you please file it on his behalf using last quarter's pattern? I can give you the log-in details by phone. I'd like it sorted before he's home next week.
Hi Tom, quick one and then I'll leave you alone. The buyers of my van business have asked for the completion accounts before they transfer the final payment, and the solicitor says the deadline in the contract is noon on Wednesday. If we miss it they can walk away. Can you prioritise this over my normal bookkeeping this week? I'll be at my desk all day.
Hello, good news first: we won the council contract. Now the less good part: they won't put us on their supplier list until they've seen our insurance certificate and a set of accounts signed by you, and they want both by Thursday or the contract goes to the runner-up. I can send the insurance myself. Could you get the accounts to them directly?
Morning Laura, apologies for the early email. I've just tried to pay the team and the bank says the business account is locked because the new signatory mandate hasn't been completed. You're down as the second signatory. The bank needs you to phone them or visit a branch before four o'clock today, or wages go out late. Can you manage that? I'll try the branch as well.
Hi, the landlord's agent wants my last three months' profit figures before they'll renew the shop lease, and the current lease ends on Saturday. If I don't send them something by Thursday they've said they'll re-let the unit. I know it's a big ask, but could you run the management accounts for June to August this week instead of at quarter end?
Dear Mr Haddad, thank you for last month's help. Unfortunately I have another problem. The tax office have written to say they'll take money directly from my bank account for an old debt unless I call them within five days, and the letter arrived late so that's now tomorrow. I'm fairly sure the debt was paid. Could you speak to them first thing, as my agent?
Hello, I need some help quickly please. Our pension provider emailed this morning saying the auto-enrolment declaration is overdue and the regulator will fine us if it isn't done by Friday. I thought you'd completed it with the payroll. If you didn't, could you do it today? If you did, please send me the confirmation so I can forward it.
Hi Sam, the nursery is threatening to give our son's place away unless I provide proof of earnings for the tax-free childcare account by the end of the week. The government site keeps rejecting my screenshot. Would you be able to write a short letter confirming what I've earned this year so far, ideally tomorrow? I'd be so grateful. Regards, Hannah.
Good afternoon, I've received a court claim from a former supplier for an invoice I'm certain I paid last year. I have fourteen days to respond and, embarrassingly, twelve of those have gone. My solicitor needs a copy of the bank record and the matching entry from the ledger by tomorrow. You keep the books, so could you dig them out today?
Hello, nothing dramatic, but timing matters. My mortgage broker says my application will expire on Friday unless she gets my SA302 forms and the tax year overviews for the last two years. I can't log in to my account because the authentication app is on my old phone. Could you download them from your agent account and send them to her before Friday?
Hi Ana, sorry, it's me again. The VAT registration application you started for us is stuck: the tax office needs an answer to their questions about our first sales within two working days or they'll reject it. The email arrived yesterday. I've forwarded it, and I don't understand half the questions. Could you reply on our behalf by tomorrow evening?
Dear team, our limited company's confirmation statement was due a fortnight ago and Companies House has just sent a strike-off warning. I honestly thought this was in your package. The letter says action is needed within seven days, and four have gone. Can you file it today and tell me if there's anything I need to sign? Best, Leon Price, director.
Hi Raj, the buyer's solicitor for my flat has asked for my capital gains calculation and proof that I'll report the gain within sixty days. We complete on Thursday and they won't release the funds without it. I know we spoke about the figures last month. Could you put them in a short letter by Wednesday at the latest? I can drop the completion statement round in person.
Hello, I run the cafe on the corner, you did my books last year. The energy company has cut off our business discount and will switch us to emergency rates on Monday unless they get last year's turnover figures confirmed by an accountant. It'd add about three hundred a month. Is there any chance you could do that confirmation before the weekend?
Morning, my name's Kofi and I'm new to your practice. I've just discovered that the previous accountant never filed my return and the payment on account is due in two days. I have the cash to pay but no idea what the amount is. Could someone work out the figure today or tomorrow so I'm not fined on top of everything else?
Hi, can you help with something time sensitive? Our payroll software has sent the wrong pay to everyone this morning, double for some people and nothing for others. The bank can recall the payments only until five o'clock this evening. I need the corrected figures before then so I can instruct them. Please call me if that's easier than email.
Hello Mrs Byrne, I don't normally chase, but the tender documents for the hospital cleaning contract have to be uploaded by midday tomorrow and they require a letter from our accountant confirming three years of turnover. I thought I'd asked for it weeks ago, but I can't find the email, so perhaps I didn't. Could you do it this afternoon?
Hi, my card has just been declined paying the tax bill and the payment deadline is tonight. The bank says the business account shows a hold because of a missing document for their annual review, which you apparently sent them a copy of last year. Could you resend it to them this morning? I'll forward you the reviewer's address. I've been on hold with them twice already.
Dear all, our landlord has raised the deposit and says he'll only accept a reference from our accountant instead of an extra two months' rent. He needs it by Wednesday, when the new tenancy starts, or we're out. I know references aren't your usual thing, but a short letter confirming the business trades and pays its bills would do. Many thanks, Bea.
Hi Jo, I hope you had a good weekend. Following up on my voicemail. Our new finance system goes live on Monday and the migration company needs the closing trial balance at the end of last month by Friday noon to load the opening balances. Without it, the go-live slips a whole month and we lose our slot. Could you send it by then?
Hi Lucy, I'm at the airport and just saw an email from the tax office saying my identity couldn't be verified and my refund is on hold, with a reply needed within 48 hours. I'm away for three weeks. Could you respond for me as my agent? I've attached a photo of my passport page in case it helps. I've copied the project manager in.
Good evening, I'm sorry to write so late. The insurer for the warehouse fire has given us until this Friday to submit the loss of profits claim with a set of accounts for the last twelve months, or they'll close the claim. I know this wasn't in your plans. Could you fit it in this week? We can pay for overtime.
Sorry, one more from me this week. Hi, hope your week's going ok. Mine isn't. The immigration adviser says my partner's visa application needs a letter from my accountant showing my income for the last six months, and the appointment is on Thursday morning. Without it we'd have to pay again and rebook. Could you send a letter by Wednesday?
Hello, I've just noticed a direct debit of almost four thousand pounds to the tax office scheduled for tomorrow. I set up a payment plan with them last month and this shouldn't be happening. If it goes out I can't pay my staff. Could you contact them today and get it stopped? I've tried the helpline for an hour. Thanks in advance, Marcus.
Morning Ben, you'll remember we talked about the director's loan. The bank now says it won't extend our overdraft on Monday unless the loan is cleared or properly documented in the accounts. Could you prepare the board minute and a revised balance sheet before Friday? I'm happy to come in to sign. We've never missed a payroll before and I'd hate to start now.
Hi there, I know the accounts aren't due for months, so this may sound odd. A buyer wants to make an offer for the business but says he'll only hold it open until Thursday, and he wants to see up-to-date figures first. Could you run the management accounts to the end of last month by Wednesday? The branch manager's direct line is 0161 496 0832.
Dear Ms Chen, our charity's annual return to the regulator was due yesterday. I've just found out from the treasurer that the independent examiner's report was never signed. You did the examination. Could you sign the report today so we can file it before the late notice is published? The chair is very worried. I'll be checking my phone every half hour.
Hello, my elderly mother's care home fees are paid from her account, and the council says her funding will stop at the end of this week unless they receive her financial assessment form with an accountant's statement of her savings and income. I have her power of attorney. Could you complete that statement by Thursday? The treasurer is copied in and can answer questions.
Hi, the payroll for the restaurant went out last night with the old minimum wage rates. The increase started on the first, and three of the kitchen staff have already noticed. I'd like to pay the difference today so nobody is short for their rent. Can you work out what each person is owed this morning? Her reference number is at the top of the attached letter.
Good afternoon. This might not sound like much, but my self-employed support payment will be cancelled if I don't confirm my trading figures on the portal by midnight tomorrow, and it needs the agent reference you hold. Could you either log in and confirm them for me or send me the reference today? The worst affected is our pastry chef, who is on a tight budget.
Hi Maria, one of our customers in Germany refuses to release a payment of twenty thousand euros until they get our VAT number confirmed on headed paper by our accountant. Their finance team closes for the holidays on Friday. Could you send that confirmation by Thursday? I've attached their request. My agent reference seems to have changed since last year, which is why I'm stuck.
Hello, sorry this is so sudden. The court hearing about my divorce settlement has been moved forward to Monday, and my solicitor needs the business valuation you've been working on by Friday lunchtime. I realise you said it would be ready in a few weeks. Is there any chance of a draft, even a rough one? Their finance contact is Sabine, and she speaks good English.
Dear team, I'm writing on behalf of my brother, who has been admitted to hospital. He's a sole trader and his quarterly returns are due at midnight. He has given me written authority, attached, to deal with this. Could you file his return tonight from the spreadsheet he sent you last week? I'll pay the rush rate, of course. Thank you.
Hi, a complication has come up with the house purchase. The lender says the last accounts you prepared show a loss, and they'll withdraw the offer on Wednesday unless an accountant explains in writing that the loss was a one-off from the new van. Could you write that explanation tomorrow? Please reply to me and to him, as I'm checking his inbox.
Morning, our card terminal provider is cutting us off at the end of today for failing their annual security check. Part of the check is a question about who keeps our books and how customers' card data is stored, and they want your practice to confirm it in writing. Could you reply to their email this morning? The broker's email is in the thread below. Thank you so much.
Hello Chris, I'm afraid I've made a mess of things. I sent a client a refund of eleven thousand pounds instead of one thousand one hundred. The bank says they can try a recall but need a statement from our bookkeeper confirming the error before close of business today. Could you write something quickly? Their compliance desk said an email from you would be enough.
Hi, I know we agreed to leave the bookkeeping until the quarter end, but things have changed. The bank is reviewing our loan covenants at a meeting on Thursday and needs management figures to the end of September by Wednesday. Could you drop everything for this? I'm at the office if you need any receipts. It was a typo on my part when I keyed in the amount.
Good morning. A member of staff has just handed in a note saying her wages were taxed on an emergency code and she's short by nearly six hundred pounds this month. She can't pay her rent on Friday. Could you check her code today and tell me whether we can put the refund through in a special payment tomorrow? The figures must be signed off by you, not just by me.
Hello, apologies for writing on your day off. The company secretary resigned without notice and the filing software won't let anyone else submit the year-end accounts, which are due the day after tomorrow. You're listed as our agent. Could you file them from your side before then? The late penalty starts at a hundred and fifty pounds. Her payslip is attached, and she's happy for you to call her.
Hi Omar, the auditors arrive on Monday and they've sent a list of schedules they expect on the first morning: fixed assets, accruals and the bank reconciliation. Two of those you normally prepare. Could you have them ready by Friday evening so I can check them over the weekend? I've tried three times and I just get an error about permissions.
Dear Mr Reyes, my export licence renewal was rejected this morning because the figures on our application don't match the filed accounts. The customs agent says if the corrected application isn't in by tomorrow our container will be held at the port. Could you check which figure is right and send it to me today? Thank you, and sorry for the short notice. Rosa.
""",
    "routine": """
Hi Priya, no rush on this at all. When you have a moment, could you send me a copy of last year's accounts for my own records? The mortgage broker said I might need them when I remortgage next spring, and I'd rather have them in a folder now than be scrambling later. A PDF is perfect, though not today, obviously. Hope the family's well. Jen.
Hello again. This morning I've opened a letter from the tax office about my new payment on account. It isn't due until the end of January, so I'm not worried, but I don't understand why it's gone up so much. Could you have a look when you're next doing my file and explain it? I've scanned the letter in. Thanks, Gwen.
Dear Mr Okafor, we're taking on a part-time bookkeeper in the new year and I'd like her to have read-only access to the accounting software. Could you set her up at some point before January? It doesn't have to be today or tomorrow. Her details are below. She won't start for about six weeks, so there's plenty of time. Her name is Yasmin Cole and her email address is below.
Hello, I've been meaning to ask about this for months. Could we move from quarterly to monthly bookkeeping? The business has grown a lot and I'd like better figures more often. It would be good to discuss prices and what you'd need from me. Any time in the next few weeks would suit. We're invoicing around sixty customers a month now. Kind regards, Pete.
Hi both, our new charity is thinking about registering for VAT next year, once we cross the threshold. I don't need an answer now, but could you put together a short note on the pros and cons and what the process involves? We have a trustees' meeting in March, so sometime before then would be ideal. Thanks for all your help so far, it's much appreciated.
Hi Dan, I hope you're well. I've finally got around to sorting my receipts from the summer, and there's a shoebox of them waiting. Would you prefer them posted, scanned or dropped off? There's no deadline pressure, as the return isn't due for ages, but I'd like to get them off my kitchen table. Let me know what's easiest for you.
Good morning. Our accountant at the bank suggested we look into a pension for the two directors through the company. I'm not in a hurry, but could you let us know whether that makes sense for us tax-wise and maybe give a few options? We could discuss it at our next meeting. Best wishes, Alan and Ruth. We're both in our fifties, if that matters.
Hello Grace, not urgent, but I noticed that our invoices in the software still show the old office address. Could you update the template when you get a chance? We moved last month, and customers have been finding us anyway, so it's more tidying up than anything else. The new one is Unit 4, the yard behind the garage, if you need it.
Hi, I've been thinking about splitting my photography work into a limited company. Could you tell me, roughly, whether it would save tax at my level of profit and what it would cost you to set up and run? Take your time, I'm only planning for the coming tax year. Last year's profit was around forty-two thousand. I'd keep the sole trader side for the odd wedding.
Dear all, could I ask you to change the email address you use for my invoices? My old one is still working, so there's nothing missed, but I'd like to keep the business stuff separate from now on. The new address is in the signature. Thanks very much, and sorry for the fuss over something small. We've now got a shared inbox. Regards, Ifeoma Nwosu.
Hi Tom, just a question for when you're next looking at our books. We've been paying the cleaning company in cash and getting handwritten receipts. Is that acceptable for the records, or should we ask them for proper invoices? There's no inspection looming, I'd just like to get it right. They've been our cleaners for three years and are very reliable.
Hello, good news: we've won a small council contract starting in the spring. It will mean invoicing monthly against purchase orders, which we've never done before. Could you explain how best to record that in the accounts and whether the software needs any changes? Happy to arrange a call in a few weeks. I've no idea how purchase orders work, to be honest.
Morning Laura, could you add my wife as a second user on the bank feed? She's taking over the invoicing side gradually over the coming months. No particular date, whenever it fits into your schedule. Thanks, and sorry to add to your pile. Her name's Amira and she'll use her own log-in. I'll send her email separately. All the best, Graham.
Hi, the landlord has asked whether we'd like to renew the shop lease next year. Before I decide, I'd like to understand what the rent is as a share of our turnover and how it's changed over three years. Could you pull those numbers together sometime this month? I've always suspected it has crept up, but I'd like to see it in black and white before I talk to him.
Dear Mr Haddad, thank you for last month's help with the tax return. I have another question for whenever you have time: my son has started helping out in the shop at weekends, and I'd like to pay him properly. How do I put him on the payroll and what paperwork will I need? He's sixteen and will probably do about eight hours a week.
Hello, I need some advice but it can wait until after the busy period. We've been offered a van on a lease or a hire purchase deal and I can't work out which is better for the business's tax. Could you give me a view when things calm down in February? Both quotes are attached, along with the dealer's brochure, in case they help.
Hi Sam, would you be able to send me a breakdown of your fees for this year? I'm putting together a budget for next year and want to make sure I've got the accountancy line right. There's no hurry, the end of the month is absolutely fine. If your hourly rate has changed, that would be helpful to know as well.
Good afternoon, I'm retiring at the end of next year and I'd like to start planning how to close the business in the most tax-efficient way. Would you be able to meet in the new year to talk through the options? I'm not making any decisions yet. My wife and I would both like to be there, so a Tuesday or Wednesday would be best.
Hello, nothing has gone wrong, but I'd like to set up a better filing system for our purchase invoices. Could you recommend an app that links with the accounting software and tell me how you'd want them coded? Any time in the next month or so would be great. At the moment they're in an envelope in the drawer, which can't be right.
Hi Ana, our VAT return was filed on time last week, thank you. Going forward, could we change the reminder emails so they come to me as well as to Paul? He's cutting his hours in the spring. Whenever you're next in the settings is fine. Paul will still be around on Mondays and Fridays if you need him. Many thanks.
Dear team, I'm thinking of buying a second rental flat next year. Could you explain in plain terms how the rental income would be taxed alongside my salary and what expenses I could claim? I'd rather understand before I start viewing, but there's nothing booked yet. I earn about thirty-five thousand in my job, for context. Any pointers would be welcome.
Hi Raj, when you do the year end in the summer, could you please also look at whether we're claiming the right amount for working from home? I read something about it but didn't understand it. No need to reply before then, just add it to my file. I've been working from the spare room three days a week since last spring.
Hello, I run the cafe on the corner, you did my books last year. I'd like to keep you on for this year as well, but could you send a new engagement letter? Our old one mentions the previous owner. I'll sign it whenever it arrives. The business is now in my name only, since the first of July. Kind regards, Lena.
Morning, my name's Kofi and I've just joined your practice. I've uploaded my bank statements for the past year to the shared folder. There's no deadline looming as far as I know, but could you confirm that you can open them and let me know what else you need? They're all PDFs downloaded from the bank's website, one per month.
Hi, can you help with something I don't understand? The payroll software shows a small balance owed on the pension contributions from two months ago. Nobody's chasing it yet, but I'd like it cleared at the next payroll run rather than today. Could you look at why it's there? It's about twelve pounds, but I'd like to know what it is. Many thanks, Paula.
Hello Mrs Byrne, we're considering applying for a tender next autumn that asks for three years of accounts and a statement of turnover. It's a long way off, but could you tell me what you'd charge for the letter and how much notice you'd need? We'd also need to know whether you can sign it off in the same week.
Hi, my card keeps being declined on the accounting software subscription because the card expired. I've updated it, but could you check on your side that the subscription is still linked to our practice account when you next log in? Nothing seems broken yet. It still says active on my screen, but I don't trust it. The card is a business one. Cheers, Mark.
Dear all, our landlord has offered to sell us the building. It's a big decision and we're just starting to think about it. Could you help us work out whether the business could afford the mortgage, maybe over the next couple of months? We'll gather the figures you need. The price he's mentioned is a little under what we'd expect.
Hello, following on from our meeting, could you send me the notes and the list of documents you said you'd need for next year's accounts? I'd like to start gathering them now so I'm not rushing in the spring. I have a pen and a highlighter ready, so the more detail the better. I'm keen to be better organised than I was last year.
Hi Lucy, I'm going travelling for three months from April. Before then, could we talk about how the bookkeeping will run while I'm away and who can sign things? Sometime in March would be perfect, it doesn't need to be this week. My sister has offered to open the post, if that helps. I'll be back in early July, in time for the year end.
Good evening. I've been asked to become treasurer of my local football club. Could you recommend a simple way to keep their books, or perhaps quote for an annual examination? The season's accounts aren't due until the summer AGM. It's a small club, about thirty members and a bar that opens on match days. Their last treasurer kept everything in a notebook.
Hi, hope your week's going ok. When you have time, could you tell me whether I can claim for the laptop I bought in October? I use it for work and for the kids' homework. It's for the coming year's return, so there's no pressure. It cost about nine hundred pounds, and I use it mostly for invoicing and emails. Thanks in advance.
Hello, I've just noticed that the direct debit for your fees went out twice in October. It's not a big amount and there's no harm done, but could you refund the second one or take it off next month's? Whichever is easier for you. It was your fee of ninety pounds, taken on the 3rd and again on the 4th.
Morning Ben, you'll remember we talked about the director's loan. I'd like to clear it by the end of the financial year in March. Could you tell me how much is outstanding and the best way to repay it? There's no rush for the figures. I'd rather pay it off in two or three chunks than all at once. Thanks, Ade.
Hi there, I know the accounts aren't due for months. Even so, I wonder whether you could explain how depreciation works on the new machinery. I'd like to understand it before we buy the next one, probably in the summer. We're looking at a second press, probably around thirty thousand pounds. I'd like to get my head around it first. Thanks, Kev.
Dear Ms Chen, our charity's treasurer is stepping down at the AGM in June. Could you help us prepare a handover pack explaining the records you keep for us and what the new treasurer will need to do? Any time before May would work. The new treasurer, Julie, is keen but hasn't done this before. We meet monthly. Kind regards, Sheila Marsh.
Hello, my elderly mother has asked me to take over her tax affairs. I now have power of attorney. Could you tell me what you need from me to register as acting for her, and whether anything needs doing this year? No deadlines that I'm aware of. Her tax affairs are simple: a state pension, a small private pension and some savings interest.
Hi, our head chef has asked whether we could pay part of her wages as tips through a tronc scheme. I'd like to understand how that works before deciding. Could you send me some information sometime in the next few weeks? A couple of other staff have also mentioned it. I'm wary of anything that complicates payroll. Whatever you can send would be useful. Thanks, Nico.
Good afternoon. I've been meaning to reconcile the old savings account that we closed last year, and there are three small entries that don't match. It's been like that for ages and doesn't affect anything, but could you take a look when you do the next quarter? They're all under twenty pounds, so it's not worth anyone losing sleep over.
Hi Maria, we're hoping to start selling to customers in France next year. Could you explain what that would mean for our VAT and invoices? I'd like a simple overview before we start planning, and a phone call sometime after the holidays would suit. We'd be selling through a shop in Lyon, probably only a few orders a month to begin with.
Hello, I've been told by a friend that I could claim marriage allowance for the last four years. Could you check whether that applies to us and claim it if so? I gather you can backdate it, so there's no rush as far as I know. My wife doesn't work and I earn a salary under the higher rate. Thanks very much.
Dear team, my brother has started a small window-cleaning round and would like an accountant. Would you take him on? He's only been going since September, so he won't have to file anything until next January. I've passed him your number. He's a hard worker but hopeless with paperwork, so he'll need a bit of guidance. He's called Jamie and lives in the next village. Best, Sue.
Hi, a thought for the future: the lender for our house said self-employed applicants need two full years of accounts. Could you tell me when my second year's accounts will be ready so I know roughly when to apply? We're not planning to move until the year after. We're hoping to buy something in the autumn, but it depends on the market.
Morning, I'd like to start paying myself a regular dividend instead of taking money as and when. Could you suggest a sensible monthly amount based on this year's profits, and tell me what paperwork needs to go with each payment? We can talk at the next review. At the moment I take whatever seems spare at the end of the month.
Hello Chris, I've found a few receipts from March that I forgot to send. They're small amounts, mostly fuel. I know that quarter's return is filed, but could you include them in the next one if that's allowed? I'll post them to you tomorrow. There are eleven of them in total, mostly from the garage on the ring road. Thanks, Rob.
Hi, I know we agreed to leave the bookkeeping until quarter end, and that's still fine. I just wanted to ask whether you'd prefer me to upload bank statements monthly anyway, so there's less to do at once. Let me know what works for you. I'm happy either way, I just want to help. Speak soon, hopefully. Best wishes, Amy.
Good morning. One of our staff has asked whether we offer a cycle to work scheme. Could you tell me how it would be handled through payroll and whether there's any cost to the business? No rush, she's only asking for next spring. Bikes would be up to a thousand pounds each. The staff room noticeboard is already full of questions about it.
Hello, could you tell me your availability for our annual review meeting? Any time in the next month or two is fine. I'd like to talk about next year's budget and whether we should change the year end date. Mornings are better for me, as I'm in the workshop after lunch. Or an evening call is fine too. Thanks, and best wishes, Yusuf.
Hi Omar, could you send me the list of fixed assets as it stands in the register? I want to check a few old items we've thrown away. It isn't needed for anything immediate, it's just housekeeping before the year end in six months. Some of it went in a skip during the clear-out in August. No point keeping ghosts on the books. Thanks, Ellie.
Dear Mr Reyes, we've been thinking about applying for an export licence in the coming year. Could you let me know whether the figures you prepare would meet the requirements, or whether we'd need anything extra? I'm only at the research stage. We might start with one shipment to Canada, probably late next year. We're only at the talking stage. Kind regards, Imran.
""",
    "fyi": """
Hi Priya, just to let you know the mortgage came through and we complete on the 30th. Your letter did the trick, the lender didn't ask a single further question. I'll send the new address once we're in. Thanks again for turning it round so quickly last week, it made all the difference. Best wishes from all of us, Meera and Josh.
Dear Priya, I hope you're well. This morning I opened a letter from the tax office confirming that the late filing penalty has been cancelled after your appeal. I've scanned a copy to you for your records. Nothing else needed from you, I just wanted you to know it worked. I owe you a coffee, or several. Much appreciated. Best, Carl.
Dear Mr Okafor, our two new starters have received their correct tax codes and the payroll went through this morning without a hitch. Everyone was paid on time today. I thought you'd want to know the emergency fix worked. Have a lovely bank holiday weekend. The tax office letters with the new codes came on Tuesday, so it's all official now as well. By the way, one of the new lads has already asked about overtime rates.
Hello, a quick update for the file: our biggest supplier has confirmed that all three overdue payments reached them and they've taken us off stop. Deliveries resumed on Monday. I've also corrected the account number in the software myself, so there's nothing for you to do. Our driver was delighted to be back on his normal route. Thanks, Fiona. All the best.
Hi both, the grant panel has approved our application, all forty thousand of it. They said our accounts were some of the clearest they'd seen. I just wanted to share the good news and say thank you. The money will arrive next month, and I'll send the bank statement then. It'll pay for the new roof on the community hall, which has leaked for years. I'd like to have you along next time we apply for anything.
Afternoon Dan, hope you're keeping well. The card reader company has released my takings after seeing your letter. Rent's paid and the shop's back to normal. Just wanted to say thanks and let you know it's sorted. I'll pay your invoice as soon as it comes in. It was a scary couple of weeks and I won't forget the help.
Good morning. The VAT inspection went fine yesterday. The officer spent about three hours going through the invoices you'd prepared and left saying everything was in order. She'll confirm in writing, and I'll forward the letter when it arrives, probably tomorrow. I can finally sleep again. Thank you for the hours you put into getting the paperwork ready. It's lovely. Best, Rhona. It felt like a real team effort.
Hello Grace, my daughter's student finance has been approved in full. The form you signed was accepted without any questions. I just wanted to let you know and thank you for fitting it in. She starts in September and is thrilled. We had a little celebration last night and your name was mentioned more than once. We're all very grateful. Kind regards, Tariq.
Hi Tom, sorry I didn't reply yesterday, it was a long day. Just to confirm I've paid the corporation tax this morning using the figure and reference you sent. The bank confirmation is attached for your records. No need to reply. Thanks for resending it so quickly. Everything went through without any problems, and the bank's email arrived within the hour.
Dear all, I wanted to let you know that my husband is home from hospital and recovering well. Thank you for filing his return while he was ill, and for your kind message. He's asked me to say he'll be back in touch himself once he's stronger, probably in a few weeks. He's still tired but cheerful, and the doctors are pleased with how he's doing.
Hi Tom, the sale of the van business completed on Wednesday and the final payment has arrived in my account. I thought you'd like to know that the completion accounts were accepted as they were. It's strange not running it any more, but I'm glad it's done. I'm going to take the summer off and think about what comes next. By the end of next month the new owners will have changed the name over the door.
Hello, good news: we're officially on the council's supplier list. The first order came through this morning. I'll forward the purchase orders as they arrive, but nothing needs doing right now. I just wanted to share it and say thanks for the accounts. It's twelve months of work for four of our staff, so it's a big one for us.
Morning Laura, the bank has confirmed that the mandate is complete and the account is unlocked. Wages went out on time in the end. Thank you for going into the branch on my behalf. I'll let you know if anything else comes up, but for now all is well. I've also changed the second signatory to my business partner, as we discussed. By the way, the bank's new app is much easier than the old one.
Hi, the landlord's agent has renewed the shop lease for another five years at the same rent. Your management accounts seemed to reassure them. I'll send you a copy of the new lease for the file when it comes, but there's nothing to action. It's a relief, as we've been in that spot for eleven years and the regulars are like family.
Hello Mr Haddad, I hope you had a good holiday in Portugal. The tax office has confirmed in writing that the old debt was paid in full and they won't be taking anything from my account. I've put the letter in the shared folder. Thank you for speaking to them. It's a great weight off my mind. Kind regards, Farid.
Hello, I've had confirmation from our pension provider that the auto-enrolment declaration was received and accepted. The regulator's warning letter can be ignored. For your records, the reference is at the bottom of this email. No need to reply. It seems the first one was lost in their system. The provider apologised for the mix-up and said the warning letter was sent automatically, so we can ignore it. Regards, Nadia.
Hello Sam, lovely to speak to you on Monday. The nursery has accepted your letter and our son's place is safe. I really appreciated how quickly you did it. I'll be in touch in January about the tax return as usual. My partner says thank you too. We were both worried about finding another nursery this late in the year.
Good afternoon, I just wanted to let you know that the court claim from the former supplier has been withdrawn. Your bank records showed clearly that the invoice was paid. My solicitor sends her thanks as well. I'll forward the formal notice once it arrives. It's been a stressful few weeks, so this is a relief. Onwards. Warm regards, Eleni.
Hi, this is Oliver from the flat on the high street. The mortgage broker received my tax documents from you and the application has gone through to the underwriters. She says there's nothing else needed from either of us at this stage. Thanks for stepping in when my phone died. It's a big step, and I'll probably celebrate by sleeping for a week.
Hi Ana, we're now VAT registered. The certificate arrived this morning and I've uploaded it to the shared folder. Our first return will be for the quarter ending in March. Nothing needed now, I'm just keeping you in the loop. We'll probably need to talk about the bookkeeping side at some point, but not yet. The certificate lists our VAT number, which I'll add to our invoices. Thanks, Hal.
Dear team, Companies House has confirmed that the confirmation statement is filed and the strike-off warning withdrawn. Thank you for acting so fast. I've updated the company's details on my side too. I'll speak to you at the annual review. I've also set up a reminder for the annual accounts next year. Thanks again for everything. It was framed by lunchtime. Speak soon, Mei. I'd like to thank you properly next time I'm in town.
Hi Raj, just to say the flat sale completed on Thursday. The buyer's solicitor was satisfied with your letter. I've noted the sixty-day reporting deadline in my calendar and will forward the completion statement once I get it, so you can do the report when you're ready. I've got a lot of other news too, but it can wait until we meet.
Good afternoon. A quick note from the cafe on the corner. The energy company reinstated our discount after receiving your confirmation, so we've avoided the emergency rates. Your invoice for the time can come with the monthly one. Otherwise, business as usual here. The supplier sent an apologetic email as well, which I didn't expect. I've saved it in the folder with the other papers, in case it's ever useful.
Hello, I hope the office is surviving the January rush. Kofi here. I've paid the payment on account using the figure you worked out. The receipt is attached. Thanks for taking me on at such a difficult moment. I'll send the rest of my paperwork for the year in the usual way. It was tight but we made it. All the best, Joe.
Hi, just closing the loop on yesterday's payroll mess. The bank recalled the wrong payments in time and the corrected pay went out at four. A couple of staff were confused, but everyone has the right money now. Thanks for working out the figures so fast. The new staff handbook now has a paragraph about checking payroll before it's sent.
Hello Mrs Byrne, the tender was submitted at eleven today, with your letter included. We should hear in about six weeks. I'll let you know how it goes either way. Thank you for dropping everything. We're not expecting to win, but it's good practice. The team worked hard on the method statement, and whatever happens we've learned a lot. Best, Niamh.
Morning, a happier email than yesterday's. The bank has lifted the hold on our business account and the tax bill went through last night. I've attached the confirmation. Sorry for the panic, and thanks for resending the document so quickly. Several of the staff said thanks as well, which was nice. Not a day I'd like to repeat. The bank manager was actually very helpful on the phone. Cheers, Rick.
Hello, just a short one from us both. Good news: the landlord accepted your reference and the new tenancy started on Wednesday. We didn't have to pay the extra deposit after all. I'm attaching a copy of the agreement for the file. It's such a good feeling when these things sort themselves out. Everything's filed away now. We're celebrating tonight. Thanks, Ola.
Hi Francesca. The new finance system went live on Monday with your trial balance loaded as the opening figures. Everything reconciled first time. I thought you'd like to know, as the migration company said it was one of the smoothest they'd done. The kitchen is tiny, but the garden is lovely. We're moving in on Saturday and the kids are already arguing about the bedrooms.
Hi Lucy, your reply to the tax office must have worked, as my refund arrived this morning while I was still abroad. Thank you. I'm back on the 12th and will drop in the rest of the receipts then. I'm in the mountains with terrible signal, but managed to check my bank on the hotel's wifi. See you soon. Kind regards, Lucas.
Dear all, it's been a very hard few months since the fire. The insurer has accepted the loss of profits claim in full and the first payment is on its way. I wanted to let you know, and to thank you for the extra hours you put in. The team is celebrating with cake and fizz in the yard tomorrow. All the best, Harriet.
Hi, my partner's visa was granted yesterday. The letter you wrote was the last piece of the puzzle. We're both over the moon. No action needed, I just wanted to share the news. She'll be moving over in March and can't wait. We're so relieved. We're planning a small party. She's already started learning the language and practising on me every evening.
Good morning, hope you're well. An update on the tax office direct debit: they've cancelled it and reinstated the payment plan. I spoke to them again myself this morning and they confirmed in writing. You don't need to chase anything now. Our driver starts next week. I'll send the boxes of paperwork as usual. We're planning to decorate the new office in the summer.
Morning Ben, the bank extended our overdraft on Monday after seeing the board minute and revised balance sheet. Thanks for preparing those. I've filed the signed minute with the company papers. We'll keep an eye on our cash over the winter but we're fine for now. The bank's letter said the plan continues as normal, at the same monthly amount as before. Best wishes, Kat.
Hello again Ben, a quick one from the workshop. I thought you'd want to know that the buyer has withdrawn his offer for the business, so the figures you ran won't be needed after all. It's a disappointment, but we'll carry on as normal. I assume your bill for the work will follow as usual. It's been a good month. Kind regards, Ben's other half, Suzy.
Dear Ms Chen, I hope all is well with you and the team. Our charity's annual return has been filed and accepted, and the regulator's website now shows everything as up to date. Thank you for signing the report so promptly. The chair has asked me to pass on the trustees' thanks. We're all relieved. All the best. With thanks, Gillian, secretary.
Hello, I'm pleased to tell you that the council has continued my mother's care funding after receiving your statement. I'll keep you informed of any changes to her savings, but for now nothing is needed. She's settled in nicely and sends her regards. She remembers you from when you did her shop's books years ago. Thanks again. Take care. Best, Ray.
Hi, a short update from the restaurant. The kitchen staff have been paid the difference and everyone is on the new minimum wage rates from this week. Thank you for working it out. I've put a note in the diary to check the rates each April from now on. I've written it on the wall chart. Our cook is thrilled. Thanks, Luis.
Good afternoon, hope the week is treating you kindly. I've confirmed my trading figures on the portal using the agent reference you sent, and my support payment has been approved. Just letting you know so you can close it off. She sent a lovely card too. It's a weight off my mind. Cheers, Dee. Have a good weekend when it comes.
Hi Maria, I'm very happy to report some good news for once. Our German customer has paid the twenty thousand euros in full after receiving your confirmation. That's our best month ever. I'll send the remittance advice along with the rest of the month's paperwork. Cheers. It's been quite a year, and this was a lovely way to end the quarter.
Hello, I hope you're well. Just an update on my divorce: the hearing went ahead and the settlement was agreed using your draft valuation. I'm relieved it's over. Thanks for working so quickly. I'll let you know if the court needs anything further, but my solicitor doesn't think so. The kids are fine. She's been a huge support through all of this.
Dear team, thank you for your patience with our family recently. My brother is out of hospital and back at work. He asked me to thank you for filing his return while he was ill. He'll take over all contact with you from next week, so please copy him in from now on instead of me. Warmest wishes. Regards, Anjali.
Hi, I promised I'd let you know what happened. The lender has accepted your explanation of the loss and our house purchase is back on track. Exchange is pencilled in for the end of the month, and the surveyor comes tomorrow. Nothing for you to do, I just didn't want you wondering what happened. We're hoping to be in by the school holidays, all being well.
Good morning, and thanks for your email on Friday. We passed the card terminal security check. Your email confirming how our books are kept was exactly what they needed. We're trading as normal. Thanks for replying so quickly. It's a relief. The shop is busy again and the phones haven't stopped. Our customers never even noticed there was a problem, which is the main thing.
Hello Chris, I'm relieved to say there's a happy ending. The bank recovered the refund I sent by mistake. All eleven thousand pounds are back in the account as of this morning. I've attached the statement so you can see the entries. Lesson learned! And to keep my reading glasses on. Best, Chris. I've been reminded to double-check every decimal point from now on.
Hi, just a quick update. The bank reviewed our loan covenants on Thursday and everything's fine for another year. They were impressed by the management figures. I'll send you the minutes of the meeting for the file. Everyone's very pleased. The manager even rang to say so. Best wishes. Relationships with the bank are better than they've been for years. Best, Colm.
Good morning, I hope you're keeping well. The member of staff on the emergency tax code has had her refund in the special payment and says she's now fine for rent. Thank you for checking it so quickly. Her code has been corrected on the system too. Cheers. Well done all. She's taken the team out for lunch to celebrate.
Hello, a bit of news. We have a new company secretary starting on the first of next month, so you'll be hearing from her for future filings. The year-end accounts you submitted last week were accepted. Just introducing her, no action needed. She's lovely. I'll introduce you by email. She's called Tanvi and has done this for two other firms.
Hi Omar, I promised you an update on the audit. The auditors finished yesterday and gave us a clean report. They were happy with the schedules you prepared. I'll forward the final letter when it's signed, but there's nothing else needed from your side. Very satisfying. Thanks, Omar. The lead auditor even said our records were a model of good order.
Dear Mr Reyes, I wanted to write to you before the weekend. Customs released our container this morning after the corrected figures went in. Thank you for sorting out which number was right. I'll make sure the licence renewal is flagged earlier next year. It's been a tense few weeks. Thank you again. Best wishes to the whole team, Sandra.
""",
}

# A choir member's reply to the conductor's proposal to move the weekly rehearsal from Tuesday
# evening to Sunday afternoon from January: the member's stance. `agree` in favour or content
# to go along, with or without a small condition or regret; `disagree` against, including
# members who cannot come on Sundays or want Tuesdays kept, however warmly they put it; `unsure`
# undecided: torn, waiting to check something, or asking questions before making up their mind.
CHOIR = {
    "agree": """
Sunday afternoons would suit me far better than Tuesdays. I'm always shattered after work and my voice is gone by eight. Count me in from January.
Honestly I never thought I'd say this, but yes. The Tuesday traffic across town is awful and I'd rather sing with daylight outside.
I'll miss our Tuesday pub trips afterwards, but I can see the sense in it and I'll be there on Sundays.
Fine by me. My grandchildren visit on Sunday mornings, so an afternoon slot works perfectly as long as it starts after two.
No objection from the altos' back row! Three of us share a lift and we've all said we can manage Sundays.
I can't see any problem with it. Church finishes at twelve, I'll have lunch and come straight over. Sounds good to me.
I work shifts, so Tuesdays were hit and miss for me anyway. A Sunday slot means I'll actually make most rehearsals. Very much in favour.
Brilliant idea, Marion. The hall is warmer at the weekend too, since the heating's already on for the Sunday club.
It's not my ideal day, I admit, but the choir matters more to me than my lie-in. I'm happy to switch.
Yes please. Tuesday evenings clash with my Spanish class and I've been missing the second half of rehearsal for a year.
As long as we keep the tea break I'll go along with whatever the majority wants, and Sunday seems to be it.
I was doubtful when you first mentioned it, but having thought about the dark January nights, I'm now all for the change.
Sundays are great for me. My husband can look after the kids, which he can't on Tuesdays because of his football.
Happy to move. One small thing: could we finish by five so I can get the last bus? Otherwise, lovely.
I don't mind at all. I'm retired, so every day is a Sunday for me, ha! Put me down as a yes.
The tenors had a chat after last week's rehearsal and we're broadly in favour. I'll definitely be coming. They asked me to pass that on.
I'd prefer Saturdays, to be honest, but Sunday is better than Tuesday, so you have my vote. Saturday mornings are netball anyway.
Makes sense with the new bus timetable. Tuesday evenings have become a nightmare since the 42 was cut. I'm on board.
Absolutely. I'm not a night person and I sing much better in the afternoon. The earlier the better. Happy days, Marion.
Sundays will mean missing the odd family lunch, but my family are used to me disappearing for choir. Go for it.
Good plan. My only worry was parking, but the car park is empty on Sundays, so that's solved. I'll see you all in January.
I had to think about it, as Sunday is my only free day, but I'd rather spend it singing than doing the ironing. Yes from me.
Not a problem for me at all. I'll tell the sopranos' WhatsApp group that I'm supporting it. Thanks for organising it, Marion.
I'm new, so maybe my opinion counts for less, but I joined hoping for a weekend choir. Delighted. It's exactly what I was looking for.
Works for me. Could the committee sort out a key holder for Sundays? I'd be willing to open up. Just tell me where the key lives.
I'll be sorry to lose our Tuesday routine after eleven years, but times change. I'll follow the choir to Sunday.
It suits my carer's hours much better. At the moment I have to leave at half eight to get back, so yes, a definite improvement.
Tuesday has never been easy with my late meetings. Sunday is a yes, and I think it'll bring in younger members too.
I reckon it's the right call. Our numbers have dropped on Tuesdays all autumn. Let's try it. If it doesn't work we can always go back.
Great news. I'd been dreading the winter drives in the dark with my eyesight as it is. This is a real weight off my mind.
Sunday afternoon is fine as long as it doesn't clash with the Remembrance service in November, but that's months off. I'm in.
My vote is for the change. I can bring my daughter, who's keen to join but has homework on weekday evenings.
Ok with me! I'll need to rearrange my allotment time but that's easily done. My plot neighbour can water for me.
I'm not thrilled about giving up part of my weekend, but I don't want to stand in the way. I'll come on Sundays.
Lovely, I was hoping you'd suggest something like this. Tuesday evenings are so rushed with the children's tea. A calmer start to the week will do us all good.
Yes, agreed. I'll also bring the music folders back on the first Sunday so the librarian can sort them. Roll on January.
I won't pretend I'm excited, but if it keeps the basses together then I'm willing. Put my name down for Sundays.
I'd be glad of the change. My voice is much fresher after a weekend than after a day of teaching.
I'm sure it'll be fine. I'll start on the 12th, if that's the first one. Thanks for all the effort you put into organising us.
Honestly Sundays might save my membership. I was about to quit because I kept missing Tuesdays. So it's a yes from me, with relief.
Thank you for asking us rather than deciding for us. For what it's worth, Sunday gets my support. I'll tell my sister she can join now too.
I can manage Sundays. It isn't my first choice because of the football, but the match is usually on Saturday now anyway.
Couldn't be happier with that. Please don't let a few grumblers change your mind. We've needed a change for a long while, and I'm glad someone suggested it.
Sundays, three till five? Perfect. I'll sort out a lift for Doreen too, she doesn't drive. We'll be the ones in the red car.
It means switching my cleaning job to Saturdays, which I've already asked about and they said yes. So I'm in favour.
All good from my end. A Sunday concert season is what we're building towards, so practising then makes sense. Looking forward to it already.
Agreed, with one condition: that we try it for a term and review it in April. I think it'll work.
I can't think of a better time. There's nothing on in the village on Sunday afternoons anyway. It'll give the week a lovely end.
I'm a bit worried about my hip on the cold walk there, but daylight will help. So it's a yes from me.
That's fine. The sooner we switch, the sooner the new members can start coming. Let's get it in the diary.
""",
    "disagree": """
I'm really sorry, Marion, but Sunday afternoons are my only time with my grandchildren. I'd rather we stayed on Tuesdays.
I know the hall is cheaper at weekends, but I work in a garden centre and Sunday is our busiest day. I couldn't come at all.
Tuesdays have worked for twenty years. Why fix what isn't broken? I'd vote to leave it as it is. Sorry to be the grumpy one.
Sundays would be lovely for some, I'm sure, but I sing in the church choir that afternoon, so it's a no from me.
It's a kind thought about the dark evenings, but please keep Tuesday. Half the basses have said the same thing in the pub.
I'm afraid I'd have to leave if we moved. My weekends are spent visiting my mum in the care home.
Thanks for consulting us. I've thought about it carefully and I'm against it. Weekends are for family in our house.
I understand the reasons, I really do, but I'm not willing to give up Sundays. Tuesday evening is my one night out.
Not Sunday, please! That's when I do all my marking for the week. I'd be tired and grumpy. Honestly, it would ruin my week.
I'd miss too many. My son plays rugby on Sunday afternoons and I'm the one who drives him. There's no one else who can do it.
I'm not in favour. Sunday afternoon rehearsals would finish just as the light goes, which doesn't help anyone. Evenings suit my voice better anyway.
With respect, the people who want Sundays are the ones who already miss Tuesdays. The rest of us come every week. Keep it.
I'd have loved this ten years ago, but I now look after my husband at weekends and can't leave him. Tuesdays, please.
Honestly, Sunday afternoons are sacred in our family. Roast, walk, nap. I'm voting to stay as we are. Sorry, Marion.
I think it'll split the choir. Several of the sopranos have said they won't come. Let's not risk it. I'd rather keep us all together on a Tuesday.
Sorry to be negative, but the buses barely run on Sundays out here. I'd have no way of getting there.
Tuesday night is choir night. It's part of my week and I don't want it moved, even if the new time is more convenient for others.
Please don't. I'm a vicar's wife and Sunday is the busiest day of my week! I'd have to give up the choir, which I'd hate.
I appreciate the effort you've put into this, and the room at the community centre sounds nice, but my answer is no.
The idea has its merits, but a weekend commitment every week is too much. I'd prefer we keep the evening slot.
I'm going to be honest: I'd stop coming. Sunday is my day off from everything, including things I love. Please keep Tuesdays as they are.
I'd rather not. We go to my in-laws' most Sundays and that isn't something I can change. So sadly it's a no from me.
Thank you for the lovely term and for thinking about us. Still, I must vote against Sundays. It clashes with my volunteering at the hospice.
I can't make Sundays, so I'm against. Could we look at another weeknight instead, like Wednesday? I could manage Wednesdays easily, but never Sundays.
Tuesday suits me perfectly and moving would mean dropping out of my walking group. Not for me. They meet every Sunday after lunch.
I'm disappointed this is even being considered. A lot of us chose this choir because it rehearses midweek. I hope the committee listens to those of us who want to stay.
My football team plays Sunday afternoons, and I'm not giving that up. Sorry, Marion, I'd vote no. I hope you understand.
As a shift worker I have Tuesdays off on a fixed rota, but weekends are never guaranteed. Moving would rule me out.
I'm one of the oldest members and I don't drive far on weekends when my daughter needs the car. Please stay on Tuesdays.
I'm not against change in general, but this particular change doesn't work for me or my family. I'll be at the meeting to say so.
I'd struggle. Sunday is when I see my dad, who lives two hours away. It would have to be Tuesday or nothing.
Not keen. I like ending the working day with singing, it's what gets me through Tuesdays. Changing that would take the joy out of it.
Though I see why some people like the idea, I'd rather we kept our Tuesday evening. It gives the week a shape.
No, thank you. I'd have to pay for childcare on Sundays, and that would cost more than the subscription. I just can't justify it.
I've asked around the altos and most of us would prefer to stay put. Count me among them. We'd all like it to stay on Tuesdays.
I really don't think Sunday afternoons will work. People will be tired after lunch and drift off early. Evenings have a better energy, I think.
Sorry, but I couldn't. I play the organ at evensong, and the warm-up starts at half four. It's been my job for nine years.
I'm firmly against it. The choir started as an evening choir and that's part of its character. Let's not lose that.
My weekends belong to my kids. I'll support whatever the majority decides, but my own vote is to keep Tuesdays.
I wouldn't be able to continue. I'm at my second job on Sundays and have been for years. It's not something I can change, sadly.
Count me out of Sundays, I'm afraid. It's the only day my partner and I are both off work. I'm not giving that up, even for singing.
Lovely idea in theory, but in practice, no. I'd miss half the rehearsals for weekend weddings I play at. It's a shame, but there it is.
I'd rather stay on Tuesdays. The hall is booked by the dance club on Sunday afternoons anyway, isn't it? If so, that settles it for me.
No from me. I don't think it's fair to move the whole choir for the sake of a few people's travel.
I'm sorry, I know you've worked hard on this, but I need to say no. Sunday is family day. I hope you'll understand.
I'd honestly prefer a later start on Tuesdays to a Sunday. Could we do that instead? Eight o'clock would suit far more people.
It doesn't suit me at all. I run the Sunday school and finish at four. There's no way I could be there on time.
I'm afraid the answer has to be no. My weekend job at the stables starts at two. I've done that job for years and I need the money.
I'll be blunt: Sunday would kill the choir. Half of us have other commitments then. I'd vote to keep our Tuesday slot.
I understand why you're asking, and I love the choir, but I'll have to say no to Sundays. Thank you for asking, though.
""",
    "unsure": """
It might work for me, but I need to check with my husband about his Sunday shifts first. Can I let you know by Friday?
I'm torn. Sundays would be easier for travel, but I'd lose my only lazy afternoon. Give me a week to think.
Could you tell us what time exactly? If it's two till four, maybe. If it's later, probably not. I'll decide once I know.
I honestly don't know yet. My daughter is moving back home in January and I'm not sure what our weekends will look like.
Would we still have the same room? The Sunday hall has no piano, I think. That would make a difference to my answer.
I can see both sides. Can we have a trial rehearsal on a Sunday before we decide? I'd hate to vote for something we haven't tried.
Part of me says yes and part of me says no. I'll come to the meeting on the 5th and decide then.
I'm not against it, but I'm not for it yet either. What happens to the members who can't make Sundays?
Would the subscription change? If the hall's dearer at weekends, I need to know before I can say. Money's tight for a few of us.
Possibly. My shifts change in the new year and I won't know my rota until mid-December. I'll let you know as soon as I can.
I'd love to say yes, but I'm waiting to hear about a Sunday job. Can I give you an answer next month?
It depends on whether the buses are running. Does anyone know the Sunday timetable for the number 9? That would affect my answer a great deal.
Not sure. I'd like to know how the others feel before I commit either way. I don't want to be the odd one out.
Hmm. Sundays would be good for my voice but bad for my marriage! Let me talk it over at home.
Before I decide: would we still do the Tuesday pub quiz fundraiser, or would that stop too? It's raised a lot of money for the choir.
I can't say yet. My mum's care arrangements are being reviewed and Sundays may be my caring day from now on.
Would it be every Sunday, or every other? Weekly would be hard; fortnightly I could probably manage. I'll wait to hear which you mean.
I'm on the fence, Marion. Can I ask whether the concert dates would move as well? I've booked time off around them.
I need more information. Would the accompanist be available on Sundays? I wouldn't want to rehearse without her. She's the heart of the choir.
Maybe. I'm going through a divorce and honestly I don't know where I'll be living in January. Please don't count my vote either way yet.
I'll have to look at my diary. I help at my son's café on some Sundays and I don't know how often yet.
I don't have a strong view either way yet. Could we see a list of who can and can't make it?
It's not a simple answer for me. The afternoon suits me, but the day doesn't. Let me sleep on it.
What about Easter and the summer holidays? If we'd break for those, I'm more likely to say yes. I'd like to know before I commit.
I'm really undecided. My family lunches run late. Is there any flexibility on the start time? Two o'clock might be a push for me.
Give me till the weekend. I want to ask my employer whether I can swap my Sunday shifts for weekdays.
Can I ask how many people have said no so far? I don't want to vote for something that loses half the choir.
I'm thinking about it. I'd come on Sundays, but I'm worried the ones who can't will feel pushed out. I'd like to hear more first.
How would it affect the children's choir? My two sing with them and I'd want to do the driving in one go.
Torn between the two, I'm afraid. Tuesday is convenient but tiring, Sunday is relaxed but precious. I'll think it over this week.
Would it start in January or after half term? The timing matters to me because of a course I'm finishing.
I'm not ready to say. I'll talk to the other basses on Tuesday and reply after that. That'll help me decide.
I might be able to, but I'd need a lift. Is anyone from the east side of town coming? If I can get a lift, I'm more likely to say yes.
Ask me again after Christmas. I'll know by then whether my hours are going up. Sorry it's not a clearer answer.
I'm genuinely not sure whether it's a good idea. What made you think of Sundays rather than another weeknight? I'd like to understand the thinking.
I'd have to check with the vicar whether I'm still needed for the afternoon service. I'll get back to you.
It's possible, but there's a lot to juggle. Would you accept a maybe for now? I'll try to confirm soon.
Could the committee share the costs of both options? I'd like to see the numbers before voting. It would help me choose.
Depends what the rest of the sopranos do. If most of them switch, I probably will too. I don't want to be left on my own.
I'd like to say yes, but I can't promise. My knees are bad in the cold and the Sunday hall is freezing, isn't it?
Is it a definite plan or just an idea? If it's just an idea, can we discuss it properly at the AGM?
Let me check with my partner, who works weekends. I'll reply by the end of the month. Sorry for the delay.
I can't decide. Could we try a couple of Sundays in February and see how many turn up? I'd find that much easier to judge.
I'd be more keen if the rehearsal was shorter. Would you consider ninety minutes rather than two hours? That might swing it.
Would there still be parking? The church car park is full on Sunday mornings, but I don't know about the afternoon.
Undecided for now. I'd like to hear what Marion's reasons are in more detail at the next rehearsal. I'll reply properly after that.
I need to see how my new job pans out. Could I answer once I've done a month there? It's early days there.
Not sure I can commit to every Sunday, but I don't want to say no outright either. Can we talk?
I'd love more information about the room, the heating and the times before I make up my mind. Is there a plan written down somewhere?
Mixed feelings. The change could help recruitment, but I'd miss Tuesdays. I'll decide once I've seen the new music plan.
""",
}

# A camper's message to a campsite's reception: what it is about. `pitch` the camper's own
# pitch (which one, size, ground, shade, electric hook-up, moving to another); `facilities` the
# shared amenities (showers, toilets, laundry, shop, pool, Wi-Fi, bins, play area); `neighbours`
# other campers' behaviour (noise, dogs, smoke, cars, children); `arrival` arriving and leaving
# (check-in and check-out times, late arrival, the barrier code, directions, changing the dates).
CAMPSITE = {
    "pitch": """
Could we have a pitch with some shade? My dad doesn't cope well with the heat.
Our caravan's 7.5 metres, will it fit on the pitch we booked or do we need a bigger one?
Hi, the hook-up on pitch 23 keeps tripping every time we put the kettle on.
Is it possible to move to one of the hardstanding pitches? Ours is turning into a swamp after last night's rain.
We'd like a pitch nearer the toilet block if one's free, my wife has a bad knee.
Can we put a small pup tent for the kids next to our awning, or is that extra?
Our pitch slopes so much the fridge won't work. Any chance of a flatter one?
Hello, is there a water tap close to pitch 41? We can't find one.
The electric post on our pitch has no socket cover and it's been raining in. Could someone look?
We were told we'd get a lakeside pitch but we're by the road. Can we swap?
Can you recommend a quiet pitch away from the playground for a couple with a new baby?
Any chance of an extra ten amps? The heater and the kettle keep blowing the fuse.
Is it okay to park our second car on the pitch, or does it need to go in the overflow?
Hi there, ground's too hard for our pegs on 16. Do you have a softer grass pitch?
We booked a serviced pitch but there's no drain at ours. Have we got the right number?
Could our friends' tent go on the pitch next to ours? They're arriving Saturday.
The tree over our pitch keeps dropping sap on the van. Could we move to an open spot?
Our awning won't fit between the hedge and the post. Is there a wider pitch available?
Hello! Are dogs allowed on all the pitches or only some? We're booking for next summer.
Please can we stay on the same pitch we had last year, number 8? The kids loved it.
The grass on our pitch hasn't been cut and is full of thistles. Would you mind?
Can I pay to upgrade to a pitch with a sea view for the second week?
Is there any pitch where the mobile signal is better? I need to take calls for work.
Sorry to be a pain, but the hook-up cable doesn't reach from our post. Can we borrow an extension?
Could we have a pitch that's easy to reverse onto? I'm new to towing.
Our neighbours offered to swap pitches with us so we can be next to our family. Is that allowed?
We're in the tent field but would rather be on a caravan pitch now we've hired a camper. Possible?
Water's pooling right under our tent, is there somewhere higher we could go?
The post on pitch 30 shows power but our van has none. Could you check the socket?
Hi, are the woodland pitches suitable for a rooftop tent?
Is there a pitch free near the river for the next three nights? Happy to pay the difference.
We'd like two pitches side by side for our group in August. Can you arrange that?
There's broken glass in the grass on our pitch. Could someone come and clear it before the kids play?
Just checking whether we can have a campfire in the fire pit on our pitch tonight.
Do any of your pitches have their own picnic bench? We'd pay extra.
Could the pitch marker be moved? It's where our awning needs to go and we keep tripping over it.
The hedge on our pitch is so overgrown the door of the van won't open fully.
We need a pitch with level ground for a wheelchair ramp. Do you have one?
""",
    "facilities": """
What time does the pool open in the morning?
The hot water in the men's showers ran cold again at seven this morning.
Is there a washing machine we can use? Does it take coins or a card?
Hi, the Wi-Fi password at the pitch sign doesn't work. Has it changed?
The toilets in the top block have no paper left, could someone restock please?
Does the shop sell gas bottles? We're down to our last one.
Can we order fresh bread for tomorrow morning, and by what time?
One of the washing-up sinks is blocked and full of greasy water.
Where do we empty the chemical toilet? The sign near our pitch points to nothing.
The baby-changing room is locked. Is there a key at reception?
Is the play area open to children under three or is it for older ones?
Are towels provided in the family shower rooms, or should we bring our own?
The dryer ate two of my pound coins and didn't start.
Our neighbours said the disabled toilet's alarm cord is tied up out of reach. Thought you'd want to know.
Is the pool heated? The kids want to swim but it's a bit chilly today.
Where's the nearest recycling point? The bins by our pitch only take general waste.
Do you have a freezer where we can refreeze ice packs? There's no hook-up on our pitch.
The light in the ladies' block has been flickering all night, it's a bit creepy.
Is there a hairdryer socket anywhere in the shower block?
Hello, can the Wi-Fi reach the tent field? It's fine near reception but dead where we are.
Does the café do breakfast on Sundays too?
The bins near the entrance are overflowing and the gulls have got into them.
Is there somewhere we can charge phones? Our pitch has no electric.
The dishwashing area hasn't been cleaned today and the drains smell awful.
Can we borrow a barbecue from reception or do you only sell disposables?
The shower on the end keeps dripping boiling water even when switched off.
Do you have a drying room for wet walking gear?
Could we book the games room for a birthday party on Saturday afternoon?
What's the code for the toilet block door? It changed today apparently.
We loved the pool but the footbath by the entrance is empty.
Is there a dog wash on site? Ours rolled in something awful.
The tap at the drinking water point is loose and sprays everywhere.
Do you sell milk? The shop shelf was empty this morning.
Are the showers token operated or free?
The ironing board in the laundry has a broken leg, it nearly fell on me.
Where can we fill our water carrier? The point near pitch 40 seems to be off.
The hand dryer in the family block isn't working, again.
Any chance of more picnic tables by the café? We couldn't find a seat at lunch.
""",
    "neighbours": """
The group on pitch 12 had music on until two this morning. Could you have a word?
There's a dog next to us that barks every time anyone walks past.
The people beside us keep parking across the end of our pitch, so we can't get out.
Our neighbours' kids keep riding bikes through our awning area. Could someone mention it?
Someone's running a generator after quiet hours near the top field.
The smoke from next door's barbecue is blowing straight into our tent every evening.
A van near us has its engine running for ages every morning at six. Very noisy.
The family in the big tent have strung their washing line across our pitch.
Hi, someone is using our hook-up without asking. They've plugged into our post.
There's a group shouting and swearing by the pool at night. It's scaring my kids.
The couple next door let their dog off the lead and it's been in our tent twice.
Can you ask the people on 19 to turn down their TV? We can hear every word.
Whoever is in the campervan near the showers has been washing their dog in the sink.
Nearby campers have lit a fire on the grass, not in a pit. It's very close to our tent.
Our neighbours' guy ropes are pegged right across our door.
The hen party in the tent field is lovely, but not at 3am.
A man on the next pitch keeps flying a drone over the tents. It's unnerving.
Someone's kids threw stones at our car and left a dent. We think we know which pitch.
Sorry to complain, but the people behind us are smoking right against our window.
The teenagers by the river have been in and out of the woods with torches all night.
Some campers have let their dog foul near the play area and left it.
Our neighbours' cat keeps getting into our caravan. Could you ask them to keep it in?
Music from a car on the lower field is so loud our baby can't settle.
The people on the pitch opposite keep reversing onto our grass.
There's a lady next door who keeps coming over to tell us off about our dog, who hasn't barked once.
Please could you have a gentle word with the campers near the shower block? They've been arguing for hours.
A group are playing football right between the tents, and the ball has hit ours several times.
Next door's outside light shines straight into our bedroom window all night.
The family on pitch 5 have let their children wander into our tent. Nothing taken, but it's not ok.
Someone left their barbecue smouldering by our hedge overnight. Quite dangerous.
There's been a party in the motorhome beside us every night since Thursday.
Could you please ask the campers with the huskies to keep them quieter at night?
Our neighbour is using a strimmer on his pitch at 7am. Is that allowed?
I don't want to make a fuss, but the men opposite have been drinking and being rude to my daughter.
The couple in the blue tent keep taking our chairs from outside our caravan.
Someone's emptied their grey water onto the grass right beside our pitch.
The boys from the group booking have been climbing on the fence by our van.
People keep cutting through our pitch to get to the toilets. Could you put up a rope?
""",
    "arrival": """
What time can we check in on Friday? We're hoping to arrive around eleven and get the pitch set up before lunch.
We're stuck in traffic and won't get there before nine. Will someone let us in?
What's the barrier code for late arrivals?
Is there somewhere to wait if we arrive before check-in? We've got the dog with us.
Does check-out have to be by eleven? Our ferry isn't till four.
Hi, the satnav sends us down a farm track. Is there a better way in?
Can we stay an extra two nights? Same dates otherwise.
We need to leave a day early because of a family emergency. What do we do with the key?
Our booking says arrival on the 14th but we meant the 15th. Can that be changed?
Where should we park when we first arrive, before we find our pitch?
We'll be coming in a campervan with a bike rack. Is the entrance wide enough?
Could we check out late on Sunday? The kids are in a competition nearby until two.
Is reception open on Sunday afternoons for arrivals?
We've arrived but the barrier won't lift and nobody's answering the intercom.
Is there a bus from the station to the site? We're not driving this year.
Can we drop our tent off on the pitch the day before we arrive?
How late can we arrive on Thursday? We're driving from Glasgow.
Hi, where do we hand in the electric cable when we leave?
Our flight's been cancelled, so we'll be a day late. Will we lose the first night?
Please can you confirm our arrival is still on for tomorrow? We haven't had an email.
We'd like to cut our stay short by a night, is there a refund?
Is it ok to leave the car at the site after we check out? We're walking the coast path.
We arrive with a trailer tent. Do we need to stop at reception first or go straight in?
Do we need to show anything at check-in, like ID or the booking email?
What time does the gate close at night? We're going to a concert in town.
Our friends are coming for the day. Do they need to sign in when they arrive?
Will the barrier open early on Saturday? We need to be away by five for a wedding.
We've got a new reg number since booking, will the barrier still recognise us?
Are there any height barriers on the road in? Our motorhome is 3.4 metres.
Is there any chance of arriving a day early, on Wednesday, if there's space?
We leave on Monday. Can we settle the bill the night before so we can go at dawn?
Hello, we booked under my husband's name, Okoro. Do I need him there to check in?
Can we collect the barrier fob from a key safe if reception's closed?
Is there a charge for late check-out, and how late is possible?
We've just arrived and there's nobody at the desk. Should we go straight to our pitch?
Could we push our whole booking back by a week, same pitch? The car's in the garage.
Just checking which turning it is after the pub, the sign's fallen down.
We're on our way but the road's flooded near the bridge. Is there another route in?
""",
}

SETS = {"accounts": ACCOUNTS, "choir": CHOIR, "campsite": CAMPSITE}
