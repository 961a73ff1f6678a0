"""The twenty-second round of held-out sets, written by hand: one text per line under its label
(see README.md). Three sets: customers' replies to a print shop's proof (50 to 100 words),
plot holders' messages to an allotment society's committee (15 to 45 words) and short text
messages to a friend or relative (5 to 20 words).
``python3 benchmarks/heldout/write.py heldout_twentysecond`` writes them as JSON."""

# A customer's reply to a print shop that has sent a proof (invitations, leaflets, cards, signs,
# labels, menus, programmes): what the reply does with the proof. `approve` the proof may be
# printed exactly as it stands, even when the customer considered a change and decided against
# it, withdraws an earlier correction, praises a fix already made or asks about delivery or
# payment; `amend` at least one thing on the print must change before it is printed (wording,
# a number, a colour, a size, a name), however small, however warmly said, and even when the
# customer says to go ahead without another proof once it is fixed.
PROOFS = {
    "approve": """
Hi Marek, thanks for sending the proof over so quickly. I've been through the wedding invitations line by line with Sam and we can't find a single thing wrong. The names are spelt right, the venue address is correct and the gold looks lovely even on screen. Please go ahead and print the hundred and twenty as quoted. Could we collect them from the shop on Saturday morning?
Hello, I had a long think about whether to swap the photo on the front of the leaflet for one with more greenery, but honestly the one you've used works better with the text. So leave it exactly as it is. Five thousand copies, folded, on the matt paper we discussed. Could you send me a text when the delivery van is on its way? Our office is closed on Fridays.
Dear Joanne, the order of service for my father's funeral is perfect. I know I sent three versions of the poem, and you picked the right one. His photo has come out far better than I expected from such an old print. You have my go-ahead for sixty copies. The funeral is on Thursday, so if they could be ready by Wednesday lunchtime, my brother will pick them up.
Morning! Business cards look great. For what it's worth, I wondered about making my phone number bigger, but my partner pointed out it already stands out in the orange, so no changes from me. Print them on the heavy card, 500, both sides as shown in proof two. Invoice to the usual email address, please. Thanks again for fitting this in before the trade show.
Hi there, apologies for the slow reply, I've been away. I've checked the menu proof against our new price list and everything matches, including the allergen symbols that caused so much trouble last time. The green is a touch darker than on the old menus but I actually prefer it. Go ahead with forty laminated copies and ten of the small table cards.
Hello Dev, I showed the gig poster to the rest of the band last night. Tom wanted the date in red and Ella wanted it bigger, but in the end we agreed your version is the one that reads best from across the street, so we're sticking with it as it stands. A3, two hundred, gloss. We'll pay in cash when we collect, if that's still fine.
Thanks Priya. Seeing the calendar on paper rather than on my screen made all the difference, and the photos of the harbour look brilliant. I did query March having thirty-one days, which I'd doubted for a moment, but you're right and I was wrong. So it's a yes from me: three hundred, wire-bound, with the hanging hook. No rush, any time before the end of November is fine.
Hi Agnieszka, the jam labels are just what I had in mind. The hand-drawn strawberries look charming and the small print for the ingredients is still readable, which I was worried about. Please print the full roll of a thousand. I'll also want the same design for rhubarb and ginger later in the summer, but that's a separate order and I'll send the wording when the fruit is in.
Dear print team, I am writing on behalf of the parish council to confirm that the proof of the village newsletter, issue 34, is approved. The chair has read it and the treasurer has checked the accounts summary on page four. Please proceed with 850 copies for delivery to the village hall. The volunteers will start putting them through letterboxes on the first of the month.
Hi Callum, you can stop worrying: the shop sign is spot on. I measured the fascia again this morning and the dimensions on the proof are exactly right, with the margin for the fixings. The lettering is bold enough to read from the bus stop, which was my main concern. Please send it to production, and could you let me know which day the fitter can come?
Hello, quick reply from my phone. Proof received for the raffle tickets, numbers 1 to 500, stub on the left, prize list on the back. All good, print away. The raffle's at the school fair on the 18th, so there's plenty of time, and the head has already signed off the prize list, so I don't need to run it past anyone else.
Hi Sunita, I've had the brochure checked by the charity's trustees and by our finance officer, and there's nothing anyone wants altered. The case study photos are lovely and the annual figures match the audited accounts. Please print 2,000 copies as per the quote we accepted in June. One question unrelated to the proof: could you hold on to the files so we can reprint next year with new figures?
Hiya, cheers for sending over our hen party t-shirt proof. I'll admit I laughed at your cartoon of Jess; she'll hate it and love it at once. Sizes on my order sheet are right: four small, five medium, two large. Go for it. We need them by Thursday 12th, as we fly out on Friday morning.
Dear Mr Haddad, I have looked at the revised proof of the book cover, and moving the author's name above the title has solved the problem completely. I have no further corrections. Please go ahead and print the run of 300 paperbacks. The author would like five copies sent to her directly; I will email her address separately.
Hey Rob, save-the-date cards look ace. We did go back and forth on whether to add "evening reception to follow" but decided we'd rather keep it simple and put that on the invitations later. So as it is, please. 80 cards plus envelopes. If there's any chance of having them this week that would be a bonus, but it's not a deal-breaker.
Hello, the proof for our estate agent boards came through and I've checked the logo colours against our brand guide. They're a perfect match, which hasn't always been the case with other printers. The phone number and website are correct. Please produce the forty boards as ordered. Could you also confirm the delivery will be to the Mill Street office, not the head office?
Hi, I showed the christening cards to my mum, who notices everything, and even she couldn't find a fault. The little lamb, the date and the church name are all as they should be. Consider this my approval to print. Fifty cards, cream envelopes. If the envelopes come in a slightly different cream that's fine, nobody will be holding them side by side.
Dear Natalia, thank you for your patience with all my emails this week. I have now compared the third proof of the exhibition catalogue with the gallery's list of works, and every title, date and medium is correct. The reproductions of the paintings are faithful. Please print the 400 copies. The private view is on the 9th, so delivery by the 6th would be ideal.
Hi Marek, just to say the car magnets are fine as they are. My only worry was whether the curve of the van door would distort the lettering, but you explained that, and I trust you. Two pairs, one for each van. I'll pay the deposit online tonight. Would you be able to text me when they're ready rather than email? I'm rarely at a desk.
Hello, it's Fiona from the primary school PTA. The summer fair posters look wonderful, and the children's drawing in the corner made the head teacher's day. Nothing to correct. Please print sixty A3 and twenty A4 for the classrooms, and send the invoice to the school office. We'd love them before half term so we can start putting them up in the shop windows along the high street.
Morning Dev, I'd half expected to have a list of corrections for you, as usual, but the quiz night poster is right first time. The date, the price and the charity's registered number are all there. Please print fifty. The pub landlord also asked whether you could do beer mats with the same design; I'll get back to you on that once he has decided.
Hi, approving the letterhead proof. I know I'd asked last week about adding our VAT number in the footer, but our accountant tells me it isn't required on letterheads, so please print it without. Everything else is as we agreed. 2,500 sheets of the 100gsm, and the matching compliment slips from the earlier quote.
Dear Joanne, I've read through the menus for my daughter's wedding breakfast with her, and she is delighted. We did notice that "jus" is in italics and the rest isn't, but she thinks it looks rather smart, so please leave it. You may print the eighty menus and the table numbers. I'll drop off the ribbon for the menus on Monday as planned.
Hello Callum, the vinyl banner for the garden centre's spring sale is right. The sizing, the eyelets in each corner and the bright green all match what we talked about on the phone. Please print two, one for the front fence and one for the car park. If the weather's kind we'll put them up the same day you deliver.
Hi Priya, second proof received and it's a yes. The photo of the team is sharper now, and the spelling of Siobhan's name is fixed. Let's print. 150 copies of the booklet, stapled. The conference starts on Monday the 3rd, and we'd like to collect on the Friday before. Could you have the invoice ready? I'll bring the company card.
Hello, I've been staring at the beer label proof for two days, which is probably a sign there's nothing left to change. The hop illustration is lovely and the strength, allergens and batch box are all legal according to our trading standards contact. Let's go. 3,000 labels on the roll, as quoted. Can the roll be wound with the labels facing outwards, for our machine?
Hey, the stickers for my online shop look better than I imagined! I did wonder about a white border, but I think they're nicer without, so don't add one. 500 of the round ones, 200 of the square. I'm new to this, so is there anything else you need from me before they go to print, like payment first?
Dear Mr Obi, I am pleased to say that the committee has accepted the proof of the programme for the spring concert. The running order and the biographies of the soloists are correct, and the sponsor's logo is in the agreed place on the back page. Please print 300 copies. We would like them delivered to the church hall by 3pm on the day of the dress rehearsal.
Hi Agnieszka, thanks for doing the price tags so quickly. I printed one out at home to check the size against the jewellery, and they fit the little cards nicely. The barcode scanned fine on our till. So, happy for you to run the whole batch. If it's easy, could you send them in packs of a hundred? Makes stock-taking easier.
Hello, sorry for the delay, I wanted to check the proof of the walking trail map with the ranger before confirming. She went through every footpath and stile and says it's accurate, including the new diversion around the quarry. So we're good to go. 1,000 folded maps, please, and invoice the parish council, not me personally.
Hi Rob, we've looked at the proof of the restaurant's takeaway menu. My chef wanted the dishes in a different order at first, but when he saw it laid out he agreed the way you've grouped them makes more sense. So the proof stands as is. Five thousand copies for the door-to-door drop, and a hundred for the counter.
Dear Sunita, thank you for the proof of the memorial cards for my grandmother. The verse is exactly right, and her photograph looks just as she did in her seventies. My aunt asked if the border could be lilac, but my mum decided that white is better, and it's her decision. Please print the hundred as they are.
Good afternoon, the proof for the clinic's appointment cards is fine. The opening hours now reflect the Saturday morning clinic, and the phone number is correct. Please print 2,000. On another matter entirely, our receptionist mentioned that the last box of cards arrived slightly damp. Could the delivery driver bring them into the building this time rather than leaving them in the porch?
Hi Natalia, I'm really impressed with the yearbook. The collage on the leavers' page is a triumph. I've checked the spelling of all sixty-two names against the register, twice. There's nothing we need changed, so please print and bind the sixty-five copies, which includes three for the staff room. The leavers' assembly is on the 19th of July.
Morning, business card proof is approved. I've decided not to include my mobile after all, just the office line. Wait, no, sorry, the proof already doesn't have the mobile; I'd forgotten I asked you to take it off. So yes, exactly as shown. Print 250, please. I must stop emailing before my coffee.
Hello Dev, the flyer for the yoga classes looks calm and clear, just what I wanted. The Monday and Thursday times are right, and the map to the community centre is helpful. I've got nothing to add or take away. 500 copies, A5, single-sided. Could I come to the shop on Wednesday to pay? I prefer paying in person.
Hi, I got the proof of the birthday banner for my son's 40th. It's daft and perfect: the photo of him in his school uniform will mortify him. The spelling of "Happy 40th Lewis" is correct, before you ask. Please print it at the 2-metre size. The party is the Saturday after next, so collection on the Friday works.
Dear Callum, the council's planning notices have been checked by our legal officer and are approved for printing. She has confirmed the wording matches the statutory form. Please print twenty-five laminated A4 notices. Our officers will collect them on Monday at nine and post them on site the same day. Please send the invoice to the accounts payable address on the purchase order.
Hello Priya, the postcards for the café are gorgeous. I thought the orange of the logo looked a bit strong on screen, but you said the paper would soften it, and the sample you posted proves it. So no changes. Print the thousand as quoted. Could you pop a few spares in? We always run out of the ones for the counter.
Hi Joanne, good news: Dad's read the proof of his memoir's cover and, for the first time in this whole process, he has no complaints. The sailing boat is the right boat, which matters more to him than anything. Please go ahead with the 150 hardbacks. He'd like one copy before the rest, to hold, if that's possible, but don't delay the print for it.
Hey Marek, I've checked the order of service for our wedding. The hymn numbers match the church's list, and both the readers' names are right. I was tempted to ask for a different font for the headings, but honestly I can't tell the difference between the ones I'd pick. Keep what you've done. 90 copies, cream card. Picking up Friday.
Dear team, please treat this email as written approval of proof version 4 of the annual report. All the requested corrections from version 3 have been carried over correctly, including the revised chart on page 12. We do not need to see a further proof. Please print the 500 copies and deliver them to reception at our head office no later than the 22nd.
Hi Sunita, the jumble sale signs are lovely and bright. I asked my husband whether the arrows should point left or right for the car park, and after a walk down the lane with the proof in hand we agree they're right as they are. Please print the eight correx signs. We'll put them up the evening before the sale.
Hello, I run the dog grooming van and you did my leaflets last year. The new proof with the updated prices is correct. I compared it with last year's and the only differences are the ones I asked for. Go ahead with 2,000, same paper as before. Same address for delivery too. Thank you for being so easy to deal with.
Hi Dev, we've had a long family discussion about the table plan, and my fiancée wondered whether Auntie Carol should really be on table 3 with Uncle Jim, after last Christmas. We've talked it over and they'll be fine for one afternoon, so print it exactly as it is, please. One large board, A1, foam-backed.
Dear Natalia, the leaflet for our dental practice is approved. Our principal dentist had a last look this morning and was happy with the wording about NHS and private fees. The photograph of the reception looks much brighter than the room really is, which we're not complaining about. Please print 3,000 and deliver them when convenient; there's no deadline on this one.
Hi Callum, I've got the proof of the swing tags for the knitwear. They're right: the wool content, the washing instructions and the logo. Please run 1,500 with the string attached. I'd thought about asking for a hole punched at the top instead of the side, but the side is what we used last season, so let's keep to it.
Hi Priya, thank you, the poster for our lost dog is exactly right and the photo of Biscuit is clear. His name, our phone number and the reward are all correct. Please print fifty straight away. I'll be in within the hour to pay and collect them, and if anyone you know has seen a small brown terrier, please ask them to call us.
Hello, the proof for the rugby club's fixture cards is good to go. I cross-checked the dates with the league's published fixtures and they all match, including the rearranged game against the Harriers. Please print 400. A thousand thanks for your patience with the sponsor logos, which I know were a nightmare to get in the right format.
Hi Joanne, I'm going to approve the proof, even though I keep thinking the blue could be a shade lighter. I've realised that's me being fussy after staring at it for too long, and nobody else will notice. Please print the 200 invitations for the opening night as they are. Can they be posted directly to the gallery, please?
Good morning Mr Haddad, the proof of the parish magazine is in order. I have read every page, including the crossword, which I'm told people will complain about if a single clue is wrong. All correct. Please print 250 copies. I'll collect them on Thursday afternoon with the usual cheque from the treasurer.
Hi Rob, I love the new menu boards for the ice cream van. The flavours are right, the prices are right, and the sprinkles border is fun without being silly. Please go ahead and print them on the weatherproof board. Could I have them before the bank holiday weekend, which is when the season really kicks off for us.
Hello Agnieszka, the bookmarks for the library's reading challenge are approved. The list of twelve challenges reads well and the tassel hole is in the right place. The librarian suggested adding a space for children's names but, on reflection, we'll give out name stickers instead, so please print the proof as it stands. 600 bookmarks, both sides.
Hi Natalia, just a quick yes on the window posters for the bakery's new opening hours. Everything is correct, including the later Saturday closing. Please print six, A2, and send them to the bakery; I'll stick them up myself. The opening hours change on the first of the month, so any time before then works perfectly well for us.
Dear Sunita, we have reviewed the proof of the safety signs for the warehouse. Our health and safety manager confirms the symbols and the wording meet the regulations. Approved for production: 40 aluminium signs in the sizes listed on the order. Please arrange delivery to the goods-in bay between eight and two on a weekday, and let our site office know the day before.
Hey, it's Kwame. I looked at the album cover proof on my phone first and thought the black was too grey, then I looked at it on my laptop and it's fine. Phone screens, eh? So go ahead, 300 CD sleeves and 100 of the posters. The launch gig is in three weeks, so no massive hurry.
Hi Priya, proof for the school prospectus received and checked by the head and the bursar. They were both very pleased with the photographs of the science block. I did wonder if we should mention the new minibus, but it won't arrive until spring, so we'll leave it for next year's edition. Please print the 800 as they are.
Hello Marek, thank you for talking me through the proof on the phone yesterday. Having slept on it, I agree the title works better on one line, as you suggested and as it is in the proof. Please print the 100 copies of the poetry pamphlet. I'll come in to settle the invoice when they're ready.
Hi Dev, the golf society's scorecards are all fine. The yardages, the par for each hole and the stroke index all match the club's figures. Please print 1,000 on the stiff card. The club captain asked whether you could deliver them to the pro shop rather than the clubhouse; it's at the far end of the car park.
Dear Callum, the proof of the luggage tags for our tour group is correct. Every traveller's name has been checked against the booking list, including the two late additions. Please print the 46 tags and the matching badges. We fly on the 14th, so if they could be ready by the 10th I'd be very grateful.
Hello Joanne, the packaging sleeves for the soap are everything I'd hoped for. The ingredients list fits without squashing, and the lavender colour is soft and not too purple, which was my worry. Please go ahead with the 2,000 sleeves. Do you have a rough idea of the turnaround time? I want to plan the launch around it.
Hi Agnieszka, the proof of the invitations for the retirement party is approved by me and by Jan, whose party it is, which is the important part. She insisted on checking the spelling of her surname herself. All correct. We'd like 60, please, with the plain white envelopes. I'll pay by bank transfer when you send the invoice.
Hello, sorry, me again. I know I said last night that the house number on the leaflet should be 14, not 41, but I've just checked the tenancy agreement and the office is at 41. So your proof was right all along and I was wrong. Please print the leaflets as they are, and ignore last night's email.
Hi Rob, I've just shown the proof of the football club's programme to the committee and there were no objections, which has never happened before. The squad list, the fixtures and the sponsor adverts are all correct. Please print 500 copies for the home match on Saturday. Could we collect on Friday at four?
Dear Natalia, I have checked the proof for the hotel's room directory carefully. The breakfast times, the Wi-Fi details and the checkout time are all current, and the map of the grounds is a lovely touch. No alterations required. Please print 45 copies on the heavier stock, one for each room, and five spares for reception.
Hiya Priya, proof is fine! I thought for a second the number on the sponsor form was wrong, then realised I was reading the old one. All good. Please print 300 sponsor forms for the fun run. The school office will pay the invoice, so please address it to them rather than me. Thanks a million.
Hello Mr Obi, I'm happy with the proof of the signs for our holiday cottages. Each cottage name is spelt correctly, including the Welsh ones, which I had checked by a neighbour who speaks the language. Please go ahead with the five slate-effect plaques. Is it possible to include the screws for fixing them, or should I buy those separately?
Hi Callum, following up on our call: the proof of the loyalty cards is approved. I'm keeping the stamp boxes at ten, as shown, rather than going down to eight, since customers are used to ten. Please print 1,000 cards. We'd like them before the new café opens on the 2nd, but if that's tight, the 5th will do.
Good afternoon, this is Lucia from the dance school. The certificates for the grade exams are right. The pupils' names and grades match our list from the examiner, and the gold seal looks very smart. Please print all thirty-two. The presentation evening is on the 28th, so any time in the week before is fine.
Hi Dev, the name badges for the conference are approved. I'd wondered if we should add job titles, but there isn't room without making the names smaller, and the names matter more. So as they are, please. 220 badges with lanyards in the blue. Delivery to the hotel's events office by Wednesday, if you can.
Hey Joanne, I've just read the proof of the garden party invitation and it's lovely. My partner questioned the "carriages at ten" line as a bit pompous, but it's staying, because it makes me laugh. Print the forty, please, on the textured card. I'll pop in on Saturday to choose the envelopes.
Hello Agnieszka, I'm confirming the proof for the shop's gift vouchers. The serial numbers run from 0001 to 0500 as requested and the expiry date line is there. The foil looks great in the photo you sent of the sample. Please proceed with the full run, and could you wrap them in bundles of fifty?
Hi, I'm the secretary of the bowls club. The proof of the membership cards is correct; I've ticked off every member's name and number against our register. Please print 96, which includes the new members who joined this week. I'll collect them and pay when I'm in town next Tuesday.
Hello Priya, thanks for the proof of the sign for my son's lemonade stall. It looks so professional that he's now talking about opening a second stall. The spelling is right (he checked, very seriously), so please print the one sign on the board. I'm happy to pay whatever's easiest for a single small item.
Hi Marek, first proof and I'm saying yes, which must be a record for me. The presentation folders look smart, the logo is crisp, and the pocket is on the right side for our paperwork. Please print 250. If you could invoice us at the end of the month rather than now, that would help with our budget.
""",
    "amend": """
Hi Marek, the invitations look stunning and Sam cried a little when she saw them. There's just one tiny thing before you print: the reception starts at half seven, not half six. Completely our fault, it was wrong in the wording we sent. If you can fix that, there's no need for another proof; go ahead and print the hundred and twenty.
Hello, thank you for the leaflet proof. The layout is great but the phone number has two digits swapped: it should end 4317, not 4371. Given it's the only way customers will reach us, could you correct it and let me see a fresh proof to be safe? I'd rather check it once more than have five thousand leaflets with the wrong number.
Dear Joanne, the order of service is beautiful and I know Dad would have loved the photo. My brother has pointed out that Dad's middle name is spelt Stephen, with a ph, not Steven. I'm so sorry I didn't catch it earlier. Would you change it before printing? The rest is perfect, and the funeral is on Thursday.
Morning! The business cards are nearly there. Could you make the email address a touch bigger? At the moment it's smaller than the website, and people tend to email me rather than visit the site. Also, I've just changed my job title to Director, if it's not too late. Otherwise print on the heavy card as agreed.
Hi there, I've checked the menu proof against our new price list, and the lamb shank is still showing the old price of 16.50; it should be 17.95. The allergen symbols are fine this time. Could you correct the lamb and then go ahead with the forty laminated copies? No need to send it back to me.
Hello Dev, the band has looked at the gig poster and we all love the artwork. The only problem is the venue: the gig's moved from the Crown to the Lantern Rooms, which we only found out yesterday. Can you swap the venue name and address? Same date and time. We'd like to see a new proof, and we'll reply quickly.
Thanks Priya. The calendar looks brilliant on paper, but I've noticed that the photo for July is the same as the one for August. The July one should be the harbour at sunset, the file called harbour-july in the folder I sent. Could you swap it and send me a new PDF? Everything else is ready to go.
Hi Agnieszka, the jam labels look lovely, but the date line needs to read "Best before end" rather than "Use by". Jam isn't a use-by product, and trading standards are fussy about it. If you could change that wording I'm happy for the full roll of a thousand to be printed without another proof.
Dear print team, I write on behalf of the parish council regarding the proof of the village newsletter, issue 35. The chair has asked that the article on the bypass be moved from page two to page four, and that the councillors' surgery times be added in its place. I will email the surgery times today. Please send a revised proof.
Hi Callum, the shop sign is so nearly right. I measured the fascia again and it's 20 centimetres narrower than I told you, my mistake, sorry. Could the sign be made to 3.4 metres instead of 3.6, with the lettering scaled down to match? Please send an updated proof before it goes to production.
Hello, quick reply from my phone. The raffle tickets look good, but they need to run from 1 to 1,000, not 500; we've decided to sell more. And the first prize is now a hamper, not a bottle of whisky, as the head thought whisky wasn't suitable for a school fair. Can you fix both? Print once done.
Hi Sunita, the trustees have been through the brochure. They love the design, but the treasurer noticed that the income figure on page three is last year's. The correct figure is £412,600. Also, one of the case study families has withdrawn their consent, so please replace their photo with the one of the garden project. A new proof please.
Hiya, these hen party t-shirts are hilarious. Jess will hate them. One problem: it says June on each back and our trip is in July. Also, can we swap one large for a medium? Sizes should now be four small, six medium, one large. Then print away. We fly out on Friday 13th, so there's a bit of time, but not loads.
Dear Mr Haddad, thank you for the revised book cover proof. Moving the author's name above the title has helped, but now the subtitle is too close to the spine and the last word is partly cut off on the back. Could you bring it in by a centimetre or so? I would like to see one more proof before we commit to 300 copies.
Hey Rob, the save-the-date cards look ace. We've decided we'd like to add "evening reception to follow" after all, under the date, same font. Sorry for flip-flopping; my mum talked us round on Sunday. If it's a quick fix you don't need to show me another proof; print the 80 with envelopes once it's done.
Hello, the estate agent boards look good, but our logo colours are off. The green on the proof is much brighter than our brand green, which is the reference in the guide I attached. The phone number and website are fine. Could you adjust the colour and show me a new proof before printing the forty boards?
Hi, my mum, who notices everything, found a mistake on the christening cards: the church is St Michael's, not St Mark's. I can't believe none of us saw it. Everything else, the little lamb and the date, is as it should be. Could you correct it and print the fifty? No need for another proof.
Dear Natalia, thank you for the third proof of the exhibition catalogue. The reproductions are faithful, but two works are wrongly dated: "Estuary, Dusk" was painted two years later than shown, and "Nets" a year later. The gallery also wishes to add a credit to the lender on page 18. I will send the exact wording and dates this afternoon. A further proof would be appreciated.
Hi Marek, the car magnets are almost there, but now that I've held the proof up to the van door, the phone number is too small to read from a distance. Could it be at least twice the size, even if the logo has to shrink? Email me another proof and I'll look at it tonight.
Hello, it's Fiona from the PTA. The summer fair posters look wonderful, but the fair has moved to Saturday the 21st because of a clash with sports day. Could you update the date everywhere it appears, including the small print at the bottom? Then go ahead with sixty A3 and twenty A4. We don't need to see it again.
Morning Dev, the quiz night poster is almost right first time, which must be a record. The charity's registered number is missing its last digit, though: it should end in 3. Please add the 3 and then print fifty. The pub landlord also asked about beer mats; I'll get back to you on that separately.
Hi, regarding the letterhead proof: our accountant tells me the company registration number and registered office must be in the footer, which I didn't realise. Could you add a line for them? I'll send the exact wording in a moment. Everything else is as we agreed. I'll look at the new proof as soon as it arrives.
Dear Joanne, my daughter has read the menus for her wedding breakfast and she's delighted, with one exception: she'd like the vegetarian option described as "wild mushroom risotto" rather than "mushroom risotto", as that's how the caterer describes it. A small thing, but it matters to her. Then please print the eighty menus and the table numbers.
Hello Callum, the spring sale banner is nearly right, but the eyelets need to be every half metre along the top, not just in the corners, as the fence is quite exposed to wind. The colour and sizing are perfect. Could you add the extra eyelets and confirm? No need for a new proof if it's only that.
Hi Priya, second proof received. The team photo is sharper now, thank you, but Siobhan's name is still spelt "Siobahn" on page two, even though it's correct on the cover. Please fix it there too. Then please print the 150 booklets. Sorry to be a pain; I know it's the second time.
Hello, I've been staring at the beer label proof for two days and I finally realised what's bothering me: the strength is 4.2 on the front and 4.5 in the small print. The correct figure is 4.5. Could you make them match? The hop drawing is lovely. Once that's corrected, we're happy for the 3,000 labels to be printed.
Hey, the stickers for my craft shop look amazing! Having seen them, though, I think a thin white border would help them stand out on my brown packaging. Would you add one? Can I see how that looks before you print the 500 round and 200 square? Sorry, I'm new to this.
Dear Mr Obi, the committee has reviewed the proof of the programme for the spring concert. Unfortunately, one of our soloists has withdrawn due to illness, and her replacement's biography will need to go in. I attach the new text and photograph. The running order is otherwise unchanged. Please send a revised proof at your earliest convenience.
Hi Agnieszka, I printed one of the price tags at home to check against the jewellery, and they are a little too big for the smallest cards. Could you take them down to 30 by 20 millimetres? The barcode scanned fine on our till, so just the size. Happy for the batch to run once that's done.
Hello, the ranger has been through the walking trail map and says it's nearly perfect, but the new diversion around the quarry is missing; the map still shows the old path, which is now closed. I attach her sketch. Could you redraw that section and send another proof? The rest can stay exactly as it is.
Hi Rob, my chef has looked at the proof of the takeaway menu and he wants the curries grouped together rather than split across two pages. He also says the lamb bhuna should now say "mild" rather than "medium". Could you make those changes and send it over again? Then we'll order the five thousand.
Dear Sunita, the memorial cards are lovely, and the photograph of Nan looks just as she did. My mum would like the verse to be the second one I sent, "She is not gone", rather than the one you used. I'm so sorry for the confusion; I sent too many. Please make the change before printing the hundred.
Good afternoon, the appointment cards are nearly fine, but the Saturday clinic runs from 8:30 to 12, not 9 to 12. Please correct this before printing the 2,000. Also, on another matter, could the delivery driver bring the boxes into the building this time? The last batch was left in the porch and arrived slightly damp.
Hi Natalia, the yearbook is a triumph. I have checked the sixty-two names against the register and found one mistake: Oliver Brennan is listed as Oliver Brennen in the leavers' collage. Please fix that one. Once done, please print and bind the sixty-five copies without sending another proof. The leavers' assembly is on the 19th.
Morning, about the business card proof. I've decided to include my mobile after all, under the office line, as some clients can never reach me at the office. I'll text you the number. Sorry for the back and forth. Please add it, and then print the 250 without another proof; I trust you.
Hello Dev, the yoga flyer looks calm and clear. Only thing: the Thursday class has moved from seven to half six, so the time needs changing. Could you also add "mats provided" under the times? I'd like to see it again before the 500 go to print, just to be sure it all still fits.
Hi, I got the banner proof for my son's 40th and it's daft and perfect, apart from one thing: his name is Lewis, and you've got "Louis". My fault, I think I spelt it like that on the phone. Please correct it and then print at the 2-metre size. The party's the Saturday after next.
Dear Callum, our legal officer has reviewed the planning notices and asks that the consultation end date be changed from the 14th to the 21st, to meet the statutory period. All other wording matches the statutory form. Please amend and send a new proof; we cannot issue the notices until she has seen the final version.
Hello Priya, the postcards for the café are gorgeous, but the orange of the logo still looks too strong on the sample you posted, even on the real paper. Could you tone it down towards the colour on our shop front? A printed sample would be best, as screens lie. Then we'll go ahead with the thousand.
Hi Joanne, Dad's read the proof of his memoir's cover and, predictably, he has a complaint: the sailing boat in the picture has the wrong number on its sail. It should be 2214. He's quite sure about this. Could you edit the photo, or use the other picture I sent? Please send it back for him to look at.
Hey Marek, we've checked the order of service. The hymn numbers are right, but the second reading is by Grace Ellery, not Grace Avery. Also the exit music, "Signed, Sealed, Delivered", has been left off. Could you add it at the end, under the blessing? Then please print the 90 copies. Picking up Friday.
Dear team, we have reviewed version 4 of the annual report. Most of the corrections from version 3 have been carried over, but the chart on page 12 still shows the old figures. Please replace it with the chart attached to this email and provide version 5 for approval. We cannot authorise printing until we have seen it.
Hi Sunita, the jumble sale signs look lovely and bright, but we walked down the lane with the proof and the car park arrows point the wrong way: the car park is to the left as you come from the village. Can the arrows be flipped on all eight signs? Then print them, no need to check with me.
Hello, I run the dog grooming van and you did my leaflets last year. The new proof still has last year's price for a full groom, which should be £45 now, not £40. Everything else is up to date. Could you change that and print 2,000 on the same paper as before? Same delivery address too.
Hi Dev, we've had a family discussion about the table plan and, after last Christmas, Auntie Carol can't sit with Uncle Jim. Could you move Carol to table 5 and swap her with Margaret Lowe? I know, I know. Please send a new proof once it's done, as I'd like my fiancée to see it too.
Dear Natalia, our principal dentist has had a last look at the practice leaflet and asked for the paragraph about private fees to be removed entirely, as the fees are changing in April. Could you take it out and close up the gap? The rest is fine. We'll need to see the new version before you print the 3,000.
Hi Callum, I've got the proof of the swing tags for the knitwear. The wool content for the cardigans should read 80% merino, 20% silk, not 70/30; the supplier changed the blend. Please correct it. Also, could the hole go at the top rather than the side this season? Send a fresh proof and I'll sign it off.
Hi Priya, the lost dog poster is nearly right, but the phone number should be my mobile, not the landline, as we're out searching all day. I've written it at the bottom of this email. Please change it and print fifty straight away; don't wait for me to check. I'll be in within the hour. Biscuit's photo is perfect.
Hello, the rugby club's fixture cards look good, but I've cross-checked the dates and the game against the Harriers has been rearranged to the 16th of March. The card still shows the 9th. Could you update it and send a final proof? Thank you for your patience with the sponsor logos, which I know were a nightmare.
Hi Joanne, I've been staring at the opening night invitations for too long, and I've decided the blue really does need to be lighter. It's not just me being fussy: two people at the gallery said the same thing. Could you try a softer shade and send me the proof again? Sorry to hold things up.
Good morning Mr Haddad, the parish magazine is nearly in order, but the clue for 14 across is missing from the crossword page, so the grid has a clue too few. I attach the full list. People will complain if it's wrong, believe me. Please add the clue and print the 250 copies; no need for another proof.
Hi Rob, I love the new ice cream van boards, but we've added two flavours this season: salted caramel and pistachio. Can you fit them in under the strawberry? The prices are the same as the others. Then please go ahead and print them on the weatherproof board. I need them before the bank holiday.
Hello Agnieszka, the bookmarks for the library's reading challenge are almost perfect. The librarian would like a line at the bottom saying "My name:", with space to write, as the children keep losing theirs. Could you add that, even if the challenge list has to shrink slightly? Please show me the new layout before you print the 600.
Hi Natalia, the bakery's window posters look good, but the Sunday hours are wrong: we now open at nine, not ten, and close at two. Please correct them. Also make them A1 rather than A2; I measured the window and there's plenty of room. A new proof would be great.
Dear Sunita, our health and safety manager has reviewed the proof of the warehouse signs. The fire exit signs need the running man facing left, towards the arrow, on the six signs for the east wall. The other symbols and wording meet the regulations. Please adjust those six and send an updated proof for her approval.
Hey, it's Kwame. I looked at the album cover proof on my laptop and the black really is too grey, not just on my phone. We want a deep, proper black, like the sample you showed me in the shop. Can you sort that before printing the 300 sleeves and 100 posters? Send a photo of a test print if possible.
Hi Priya, the head and the bursar have checked the school prospectus and are very pleased with the photos of the science block. They'd like a sentence added to the transport page about the new minibus, which arrives in spring. I'll send the wording tomorrow. Please hold the print run until you've added it and we've seen it.
Hello Marek, thank you for talking me through the proof on the phone yesterday. Having slept on it, I'd like the title split over two lines after all, as in my original sketch, with "and other weather" on the second line. Would you try that? I'll decide once I've seen it on paper.
Hi Dev, the golf society's scorecards are nearly right, but the par for the 7th hole should be 4, not 5, and the stroke index for the 12th and 13th has been swapped. The yardages all match. Please correct these and print the 1,000 on the stiff card. No need to send another proof.
Dear Callum, the luggage tags for our tour group look right, but two travellers have cancelled since I sent you the list: Mr and Mrs Aldous. Please remove their tags and badges, so the total becomes 44. Everything else is fine, and we fly on the 14th, so please go ahead once they're removed.
Hello Joanne, the soap sleeves look lovely and the lavender is just right. However, my supplier has confirmed that the oil blend has changed, so the ingredients list needs "sunflower oil" in place of "rapeseed oil". It's a legal requirement. Please correct it and send me one last proof before the 2,000 are printed.
Hi Agnieszka, Jan has checked the retirement party invitations and insisted on a change: she'd prefer "celebrating 32 years" rather than "celebrating Jan's retirement", as she says she's not retiring, she's escaping. Could you change the line? The rest is perfect, so print the sixty once done. I'll pay by bank transfer.
Hello, sorry, me again. The house number on the leaflet is 14 and it should be 41. I've just checked the tenancy agreement. Could you correct it before printing? I'd hate to send people to the launderette next door. Otherwise the leaflets are exactly as I wanted them. Thanks for being patient with me.
Hi Rob, the committee's looked at the football programme and, for the first time ever, there's only one objection: the new goalkeeper's name is spelt Jakub, not Jacob. Could you correct it in the squad list and on the team sheet page? Then please print 500 for Saturday. We'll collect on Friday at four.
Dear Natalia, I have checked the proof for the hotel's room directory. The breakfast times have changed since I sent the text: it's now 7 to 10 on weekdays and 8 to 11 at weekends. The checkout time is still correct. Please update the breakfast times and send a revised proof before printing the 45 copies.
Hiya Priya, I thought the sponsor form was fine, then realised you'd used the old one with last year's charity number. The new number is on the file I sent on Monday. Can you swap it? Everything else is great. Print 300 once it's right, and send the invoice to the school office, please.
Hello Mr Obi, my neighbour who speaks Welsh has checked the names on the cottage signs, and one of them is missing the little hat over the o. Would you add it? She says it's an easy mistake to make. The other four are right. Please go ahead with the five slate-effect plaques once it's fixed.
Hi Callum, following up on our call: I'd like the loyalty cards to have eight stamp boxes rather than ten after all. I've looked at the other cafés in town and eight is more tempting. Could you change that, keeping the boxes the same size? Then print 1,000. We open on the 2nd.
Good afternoon, this is Lucia from the dance school. The certificates are lovely, but two pupils' grades are wrong: Amara Osei passed with distinction, not merit, and Leo Park passed with merit, not a plain pass. The examiner's list I sent was an early one, sorry. Please correct those two and print all thirty-two.
Hi Dev, the conference name badges look good, but we'd like the organisation under each name after all, as several delegates share first names. I'll send you the spreadsheet with the extra column today. Please send a new proof with a few sample badges before you print the 220, so we can check it fits.
Hey Joanne, the garden party invitation is lovely, but I'm afraid the "carriages at ten" line has to go. My partner says it's pompous, and, having slept on it, I think they're right. Could you replace it with "until late"? Print the forty on the textured card after that, no need to send it back to me.
Hello Agnieszka, I've checked the proof for the gift vouchers. The serial numbers run from 0001 to 0500, but we need the expiry line to say "Valid for 12 months from date of issue", not a fixed date, as vouchers are sold all year. Could you change it and send me the proof again? The foil looks great.
Hi, I'm the secretary of the bowls club. I've ticked off every name on the membership cards against our register and found that Mrs Pearl Anand's number is 47, not 74. Please correct it. Also, two new members joined this week, so I'll send their details and we'll need 98 in total. Another proof please.
Hello Priya, thanks for the lemonade stall sign. My son has checked it very seriously and wants the price changed from 50p to 60p, because, in his words, "inflation". Could you make that change and print the one sign on the board? I'm happy to pay whatever's easiest for a single small item.
Hi Marek, the presentation folders look smart and the logo is crisp, but the pocket is on the left and our paperwork needs it on the right, as we discussed. Can it be flipped? I'd like a new proof before you print the 250, as I'm not sure how the logo will sit once it's moved.
""",
}

# A plot holder's message to the committee of an allotment society: what it raises. `water` the
# site's water supply and its use (taps, troughs, hoses, leaks, water butts, sprinklers, the
# water charge, the supply being turned on or off); `pests` animals and insects that eat crops
# or trouble the site (rats, mice, slugs, pigeons, rabbits, deer, foxes, wasps, caterpillars);
# `rubbish` waste and its disposal (fly-tipping, litter, skips, bonfires, glass, abandoned junk,
# what may go on the compost heaps, green waste collections).
ALLOTMENT = {
    "water": """
The tap by the main gate has been dripping for a fortnight now and there's a puddle the size of a pond. Could someone on the committee get a washer on it?
Is there any news on when the supply gets turned back on? It's April and I'm carrying cans from home in the car boot.
Someone on the top path is running a sprinkler all evening. I thought sprinklers were against the rules, and by the time I get there the trough's empty.
Could we have a second trough at the far end? Those of us on plots 40 to 52 walk a hundred metres each way with full cans.
My water butt overflowed in the storm and washed half my onion bed onto the path. Is there a proper way to connect an overflow pipe to the drain?
Just paid the annual rent and noticed the water charge has gone up by eight pounds. Can someone explain what that's based on? We don't have meters on the plots.
The pressure at the tap on the lower field is so weak that it takes five minutes to fill a can. Is there a blockage in the pipe, or is it just summer?
There's a burst pipe under the path near plot 22. The ground is soggy and it's bubbling up between the slabs. Who do I ring about it?
Are we allowed to attach hoses to troughs? A new member told me it was fine, but a notice on our shed says cans only.
I'd like to put two rain barrels on my shed guttering. Do I need the committee's permission, or is that fine as long as they're covered?
The trough near the orchard has a crack in the side and loses half of what's in it overnight. Could it be replaced before the hot weather arrives?
Please can the supply not be switched off until the end of October this year? My leeks and winter brassicas still need watering in a dry autumn.
Someone has left the tap at the bottom field running again. I turned it off at six this morning, but it must have been on all night.
Does anyone know if the hosepipe ban applies to us? Our site uses a council supply, I think, but I'd rather not get fined.
The trough by plot 9 has gone green and slimy. Could we empty and scrub it? I'd happily help on the work day if someone brings a brush.
A frozen pipe split over the winter next to the tool store. Now that the supply's back on, there's a fountain shooting across the path.
I'm disabled and find the trough too high to dip a can in. Could a tap with a lower spout be fitted near the accessible plots?
Could we put a timer on the tap by the gate? People forget it's running and it's our money going down the drain.
My neighbour on plot 31 has run a hose from the trough to his own tank and it's siphoning the trough dry every afternoon. Is that allowed?
Would the committee consider collecting rain from the big shed roof? I've seen it done at another site and it would cut our bill.
The stopcock for the top field is buried under brambles and nobody could find it when the tap jammed open on Sunday. Can it be marked?
New plot holder here. Where exactly are the taps on site, and is there a limit on how much we can use in a drought?
The trough lid has blown off in the wind and is lying on plot 18. Without it the trough fills with leaves and muck within a day.
I noticed the meter by the gate spinning when every tap on site was off. I think there's a leak underground somewhere. Worth a look?
Can plot holders fit their own drip lines to the mains, or only to water butts? I'm away a lot in July and my tomatoes won't last.
My children love filling the watering cans, but the tap handle is too stiff for them. Could it be loosened or replaced with a lever?
The supply was off all weekend and there was no notice. If there's work being done, could you put a note on the board?
Our trough gets full of frogspawn every spring, which is lovely, but then we can't dip the cans. Could we have a separate pond for the frogs?
How much does the site's water bill actually come to each year? I'd like to suggest we all pay by plot size rather than a flat fee.
There's a slow leak from the joint under the trough near the polytunnels. The ground around it is a bog and my boots were sinking in.
Is it ok to leave a full water butt against the shared fence, or will the weight push it over onto plot 12?
Could the committee remind everyone to use cans, not hoses, in July? The last three evenings the trough was empty by seven.
I collect rain in old barrels, but one of them is leaking from the tap at the bottom. Does the society sell replacement taps in the shop?
The pipe to the lower field trough has come apart at the joint where the tractor went over it. Nothing is reaching the trough at all.
When the supply goes off for the winter, could the tap by the shop stay on? Some of us grow winter salads in the tunnels and need a little.
Someone has stood a bucket under the gate tap with the tap slightly open to keep it full. It's been overflowing for two days.
Could we ask the council whether we qualify for a reduced water rate as a community growing space? Another site in town pays much less.
The float valve in the top trough is stuck, so it fills up and spills over the rim all day. My path is a mud slide.
I've lost count of how often I've found the main tap dry by late afternoon. Do we need a bigger storage tank for the summer?
A kind request: please don't wash your muddy boots and potatoes in the troughs. We all dip our cans in there.
I'd like to dig a small wildlife pond. Can it be topped up from the mains in dry spells, or should I only use rainwater?
The hose reel by the greenhouse has a split in it and sprays everyone who walks past. Is it the society's, and can it be replaced?
Why was the water turned off on the hottest day of the year? My seedlings in the cold frame are gasping.
Last year's minutes say we'd get a tap on the new field by spring. It's June and we're still carrying cans from the old one.
Plot 27 here. The ground beside the trough has sunk where the overflow drains, and there's a hole deep enough to twist an ankle.
Could someone show me how to turn off the stopcock? I'm on the rota for the winter shutdown and have no idea where it is.
My mum has the plot next to mine and can't lift a full can any more. Would the committee mind if I ran a short hose from the trough for her?
The notice says the water charge is per plot, but half-plots pay the same. Surely it should be halved too?
There's green algae growing in the big storage tank by the shed. Is it still safe to use on salad crops?
Can we fit a butt to the shop roof? It's the biggest roof on site, and all that rain just pours into the hedge.
""",
    "pests": """
Something has been digging up my sweetcorn seeds every night. I suspect a squirrel. Does anyone on the committee know what works?
There's a rat running in and out of the compost bays on the main path. I saw it twice today in broad daylight. Could pest control be called?
Pigeons have stripped every leaf off my cabbages, even under the net. Is there anything the society can recommend that isn't cruel?
I'm sure there's a badger getting in under the fence by the orchard. My sweetcorn was flattened overnight. Can the fence be checked?
A wasps' nest is growing in the eaves of the communal shed. Someone nearly got stung putting the wheelbarrow away. Who deals with that?
The rabbits are back. They've eaten my lettuce down to stumps and dug a burrow under the path near the water trough.
Can I use slug pellets, or does the society have rules on that? I've read that some harm hedgehogs and I don't want to break any rules.
Moles have made a mess of the grass path between plots 10 and 12. Is anyone allowed to set traps, or is that only the committee?
Deer came over the back hedge last night and ate the tops off all my broad beans. Could we look at raising that hedge or adding a wire?
I found droppings in the shop where the seed potatoes are kept. They look like mice to me. Maybe move the potatoes into tubs?
Rats have chewed through the hose on my plot, and there's a hole in the bottom of my shed. Is the site going to get a pest man in?
Have anyone else's brassicas been covered in caterpillars this year? Mine are lace. Could we have a talk on netting at the next meeting?
Foxes have been digging in the onion beds on the bottom field, and one has torn the netting on plot 33. Is there a deterrent the society allows?
Someone has been feeding the pigeons with bread on the main path, and now there are dozens of them on our beds. Could we put a sign up?
My strawberries are being eaten by blackbirds before they're ripe. Are we allowed to put up fruit cages on half-plots?
I'm getting vine weevils in all my pots. Does the society bulk buy nematodes? I'd go halves with anyone.
The squirrels have found the hazelnuts in the community orchard. There won't be a single nut left for the autumn fair.
Please could the committee warn people that there's a hornets' nest in the hedge behind plot 5? I walked into a cloud of them.
I've seen a rat swimming in the trough on the lower field. Can we get someone to look for the nest before they multiply?
The slugs this wet summer are unbelievable. Would anyone be up for a beer trap workshop at the next open day?
Could the society buy a humane trap we can borrow? Something is stealing the eggs from the hen house on plot 2.
There's an ants' nest right under my raised bed, and they're farming aphids on my broad beans. Any advice that's allowed on site?
Jackdaws have pulled up every onion set I planted on Saturday. Is it worth the committee buying netting in bulk for everyone?
Something has been eating the bark on the young apple trees in the orchard. I think it's rabbits in the snow. Could we put guards on them?
My neighbour's cat uses my seed bed as a toilet every single night. I know cats aren't vermin, but is there anything the committee can suggest?
The mice have moved into the communal shed and nibbled the seed swap packets. Could we get metal tins for storing seeds?
Carrot fly has ruined my whole crop two years running. Does anyone know which varieties resist it? Maybe a note in the newsletter?
There's a dead rat on the path by the shop. I've left it because I didn't want to touch it, but someone needs to check for more.
Are the poison boxes along the fence still being checked? One near plot 40 has its lid open and it's empty.
Leatherjackets have eaten the roots of the new grass strip by my plot. Is there a biological control the society approves of?
My runner beans have blackfly from top to bottom. I'd rather not spray. Could the society order ladybird larvae for the site?
A pair of magpies has learned to lift my netting and pull out the peas. I'm running out of ideas. Any experienced growers willing to help?
I keep finding my pumpkins hollowed out from below. I think it's rats coming up through the soil. Has anyone else had this?
Could we put up bird boxes along the fence? Blue tits eat a lot of caterpillars, and my gooseberries are stripped by sawfly every June.
Something keeps knocking over the bean poles and digging round them at night. I've found a few paw prints in the mud. Fox or badger?
The pigeons on the shop roof are a menace now. My purple sprouting hasn't got a leaf left on it.
I spotted a mink near the brook at the bottom of the site. Are our chickens safe? Should we warn everyone who keeps hens?
The grey squirrels have learned to open the sweetcorn netting with their teeth. Does the society allow traps of any kind?
Rats have moved into the compost bays, probably because someone put meat scraps in. Could pest control come before they spread to our sheds?
My plot borders the railway, and the rabbits come through the fence in their dozens. Could the society put rabbit wire along that stretch?
There's a lot of talk about rat poison on the site's group chat. Could the committee clarify who is allowed to lay it and where?
I'm new and my potatoes have little holes right through them. Someone said wireworm. Is that something the whole site has, or just my plot?
The slugs have eaten every seedling I've put in the ground this month. Is anyone selling copper tape through the shop?
A wood pigeon is nesting inside the communal polytunnel and making a mess of the tomato plants. How do we get it out?
Something is biting through the black plastic on my strawberry bed. Tiny teeth marks everywhere. Voles, maybe?
I think there's a mole under the community herb garden. There are fresh hills every morning and the thyme is sinking.
Could the committee get quotes for a proper deer fence on the north side? I've lost my whole crop of beetroot tops, again.
There are wasps everywhere around the plum trees this week. Could someone deal with them before the open day? Children will be running around.
I've seen a rat in the bin store behind the shed. Can the bait stations be moved nearer to it?
Box moth caterpillars have stripped the hedge by the gate. Do we replace it or treat it?
""",
    "rubbish": """
Somebody has dumped an old mattress and two car tyres behind the shop. Could the committee arrange for them to be taken away?
Plot 19 has been abandoned for months and is piled with broken pallets and plastic sheeting. It's blowing onto everyone else's beds.
Can we have a skip for the spring clear-out day? Loads of us have old glass, broken pots and rotten timber to get rid of.
Somebody was burning plastic on a bonfire on Sunday and the smoke was black and choking. I thought bonfires were only for dry garden waste.
There's broken glass all over the path near the old greenhouse frames. I've swept up what I could, but there's more in the grass.
The compost bays are full of plastic plant pots and crisp packets. Could we put a sign saying green waste only?
Fly-tippers have come through the back gate again and left a bathroom suite by the hedge. Is the gate lock broken?
Are we allowed to use old carpet to smother weeds? A neighbour's plot is covered in it, and it's rotting into the soil.
Could the society hire a van to take away the scrap metal piling up by the gate? Old bed frames, a rusty barbecue, a shopping trolley.
There are bags of rubbish outside plot 44's shed that have been there since March. Whose responsibility is it to clear them?
When is the next green waste collection? My heap of woody prunings is taller than my shed.
Would anyone object if I took away the old railway sleepers lying by the shop? They've been there a year and are rotting into the path.
Someone has tipped a load of rubble and bricks onto the corner of my plot from the building work next door.
Please can people take their empty compost bags home? The bin by the gate is overflowing and they're blowing into the brook.
The bonfire on plot 8 was still smouldering at nine last night, full of old tyres by the smell of it. Is that allowed?
Could we set up a recycling corner for plastic pots and trays? I've got hundreds, and it feels wrong to bin them.
After the open day, the field was covered in paper cups and cake wrappers. Can we organise a litter pick next weekend?
There's a rusty old shed on the empty plot that's collapsing. Bits of corrugated roof are ending up on my path.
A large fridge has appeared next to the shop. It's got no door and I'm worried children might climb in. Who can get rid of it?
I've inherited a plot with what looks like fifty years of junk buried in it. Every dig turns up glass, wire and old bottles. Any help with a skip?
Is there a date yet for the autumn bonfire? I've got a pile of diseased raspberry canes that I'd rather burn than compost.
The new people on plot 36 have dumped their household recycling in the communal compost. Could someone have a word?
The blue bin by the gate hasn't been emptied in a month and it stinks. Has the collection been cancelled?
Somebody has left a pile of old roofing sheets by the fence that look like asbestos. I haven't touched it. Can the council be told?
Could the committee ask plot holders not to leave black plastic flapping about when they give up a plot? It ends up in the hedges.
Can I get rid of my old cold frame at the site's clear-out day? The glass is cracked and I don't want to put it in my car.
The brook at the bottom of the site is full of plastic bottles and a traffic cone. Is it ours to clean, or the council's?
Why is there a pile of someone's garden waste outside the gate? It's blocking the lane and it isn't from our site.
I'd like to organise a scrap wood swap instead of everyone burning their old pallets. Would the committee support it?
The skip from last weekend is full to the brim and a lot is lying beside it. When is it being collected?
My neighbour keeps lighting fires when the wind is blowing straight at my washing line at home. Can we have rules on bonfire days?
Can we please ban polystyrene from the site? Bits of old seed trays are all over the top path and they never break down.
An old shed has been knocked down on plot 17, and the pieces have been left where it stood, with nails sticking up.
Is it ok to bury kitchen scraps in my bean trench? Or does the society prefer everything goes to the compost bays?
Someone threw a bag of dog poo over the fence onto my onions. It's not the first time. Could we put a bin by the footpath gate?
There's an old bath on the top field that's filling with rainwater. Nobody uses it as a trough. Could it be taken away?
The wind blew a load of fleece and netting off the empty plots into the trees. It's caught up in the branches like bunting.
Could the skip be put by the bottom gate this year? Wheeling barrows of junk up that hill is hard work for us older members.
Somebody's left half a dozen paint tins behind the shop. Some are leaking into the soil. That can't be good for anyone's crops.
The big shed is full of broken tools and old chairs that nobody claims. Can we clear it out and take them to the tip?
Please remind people that cooking oil doesn't go on the compost heap. There's a greasy puddle at the bottom of bay three.
I've been finding cans, bottles and cigarette ends on the path by the footpath gate in the mornings. Could the council's street cleaners come in?
The pallet compost bins in the communal area have collapsed and the heap is spilling onto the path. Can we rebuild them on work day?
Who decided the bonfire should be on the same day as the open day? The smoke drifted right over the cake stall.
There are old plastic water butts, split and useless, lined up along the fence. Can they go in the skip?
I cleared my new plot and have twelve bags of bindweed roots. Where do they go? I don't want them in the communal compost.
A car has been left by the gate with its windows smashed and junk piled inside. Should we call the council?
The tip won't accept garden waste from our site without a permit. Could the committee apply for one so we can take our cuttings?
My plot is next to the entrance and people keep using my bin for their lunch wrappers. Could the society provide a proper litter bin?
Can we please agree a day for the shared shredder? My woody stuff has been in a heap since February, and other people's heaps are no better.
""",
}

# A short text message to a close friend or relative: the feeling it mainly expresses. `joy`
# delight, pride, excitement, contentment; `anger` annoyance, indignation, fury at someone or
# something; `sadness` grief, loss, loneliness, disappointment; `fear` worry, dread, panic about
# what may happen; `surprise` astonishment at something unexpected, where the strongest note is
# the unexpectedness rather than pleasure or distress.
FEELINGS = {
    "joy": """
Got the keys this morning! Our own front door, finally. Come round Saturday for a terrible cup of tea.
She said yes!! I was so nervous I dropped the ring in the sand, but she said yes.
Passed my driving test on the third go. Windows down, music up, heading to yours.
Just held my niece for the first time. Tiny fingers. I'm a mess, a very happy mess.
The tomatoes I planted in March are finally red and they taste like actual summer.
They've offered me the job, full time, and I start in two weeks. Drinks on me Friday!
Finished the marathon in under four hours. Can't feel my legs, can't stop grinning.
Mum's scan came back clear. We're taking her out for a big lunch to celebrate.
Remember that painting I almost threw away? Someone just bought it at the craft fair.
Sunday morning, coffee, rain on the window and nowhere to be. Bliss.
Dad walked all the way to the end of the pier today without his stick. So proud of him.
The kids made me breakfast in bed. Burnt toast, cold tea, best morning in ages.
I've been crying all afternoon, but the good kind. The adoption's been approved.
Got my results: a first! All those late nights in the library were worth it.
We're having a girl! You're the first person we've told, and I'm over the moon.
Our band got booked for the festival. Actual stage, actual crowd. Best news all year.
Ten years since my last cigarette today. Bought myself a cake instead.
Fixed the boiler myself with a video and a spanner. Hot shower, and I feel unstoppable.
The whole team came to my leaving do, even the ones who never come to anything. What a night.
Sat in the garden with Gran all afternoon, just talking. Days like this are what it's all about.
My little brother phoned just to say thanks for helping him move. Made my whole week.
First swim in the sea this year, freezing and glorious. I'm glowing.
Won the pub quiz by one point on the last question! The trophy is plastic and I love it.
The puppy learnt to sit today. Twelve weeks old and already smarter than me.
My book club actually liked the book I picked. Vindicated at last!
Cleared the last of my student loan this morning. Dancing round the kitchen.
Booked the flights! Lisbon with you, I cannot wait.
Woke up to the first snow and the kids are already out building a lopsided snowman.
Grandad remembered my name today and told me all about his first car. Lovely afternoon.
After eight months of physio I ran for the bus. Ran! I'm beaming.
The café owner remembered my order and gave me a free brownie. Small things, big smile.
Our team won the five-a-side final. Still in my kit, still singing in the car park.
""",
    "anger": """
The landlord kept my whole deposit for a scuff on the skirting board. A scuff!
Third time this week the neighbour's van has blocked my drive. I'm going to lose it.
My manager presented my report at the meeting as his own work. Didn't even mention me.
Forty minutes on hold to be told they can't help and to call a different number. Unbelievable.
Someone keyed my car in the supermarket car park. Who does that?
He cancelled on me again, an hour before, with some excuse about his cousin. I'm done.
The council fined me for putting the bin out on the wrong day, and they missed the collection last week!
They charged me twice for the same flight and now they're saying refunds take ninety days.
My sister told the whole family about my divorce before I'd had the chance to. I'm fuming.
The builder walked off the job with half our kitchen ripped out and our deposit in his pocket.
Just watched a man throw his takeaway out of his car window onto the verge. I could scream.
Was told I'm "too emotional" for asking why my hours were cut. Not emotional. Livid.
The school knew about the bullying for weeks and didn't call us once. Weeks!
Somebody ate the birthday cake I left in the office fridge, with my name on the box.
Why do I always end up doing the washing up after everyone's been round? Every single time.
My flatmate had a party while I was away and didn't even clean the sick off the hallway carpet.
The delivery driver threw my parcel over the gate. It was a mirror. It's now a jigsaw.
They gave the promotion to the director's nephew who joined in June. Don't talk to me.
The gym cancelled my class with no notice for the third week running, yet the fee went out on time.
I asked him politely to turn the music down at two in the morning and he laughed in my face.
Dad's care home forgot his medication again. I'm going in there tomorrow and they'll hear about it.
My ex posted photos with his new girlfriend at our hotel, on our balcony. Petty, petty man.
The referee gave that penalty and I haven't stopped shouting at the telly since.
Someone reversed into my bike outside the library and drove off without leaving a note.
I've been told three different things by three different people at the bank. Sort yourselves out!
The airline lost my case, and the only person at the desk just shrugged at me.
My son's teacher called him lazy in front of the class. He has dyslexia and she knows it.
Cancelled my broadband a month ago and they've just taken another payment. Absolute cowboys.
Stood in the rain for an hour and the bus drove straight past the stop, half empty.
The neighbours cut down our hedge while we were on holiday, said it was on their side. It wasn't.
My brother borrowed my car and returned it with an empty tank and a parking ticket on the seat.
You know what, I'm not going to the wedding. She hasn't invited my partner and I'm sick of it.
""",
    "sadness": """
Cleared out Dad's shed today. His old thermos was still on the shelf. Had to sit down for a bit.
The house feels so quiet since the kids went back to uni. I keep setting the table for four.
Didn't get the job. Second interview, so close. Just want to hide under a blanket tonight.
We had to say goodbye to Bramble this morning. Fourteen years. The lead's still hanging by the door.
It's been a year since Gran died and I still pick up the phone to ring her on Sundays.
Nobody turned up to my birthday drinks except Ali. Sat there looking at the door all evening.
My best friend is moving to Australia next month. I'm happy for her, but I can't stop welling up.
They're closing the little bookshop on the corner. Twenty years I've been going in there.
Got the divorce papers in the post. Strange how quiet it all is at the end.
The concert was cancelled and I'd been looking forward to it for months. Back to the sofa, alone.
Mum doesn't recognise me most days now. Today she asked me if I was the nurse.
Lost the baby at eleven weeks. Please don't tell anyone yet, I just needed to say it to someone.
One last gig with the old band and the hall was half empty. Felt like the end of something.
Walked past our old school today. They've knocked it down, just a fence and rubble now.
He moved out this weekend. His mug is still in the cupboard and I can't bring myself to bin it.
Another Christmas on my own. The evenings are long.
The doctor says I won't be able to play football again. Fifteen years with that team.
I don't think I'll get the deposit together for years. Watched another flat go to someone else today.
My old teacher passed away. She was the first person who told me I could write.
Everyone's posting engagement photos and I'm sitting here eating cereal for dinner again.
Found a voicemail from Grandad on my old phone. Listened to it five times and cried every time.
The rescue hedgehog didn't make it through the night. I really thought he would.
I keep thinking I'll get used to working from home, but some days I don't speak to a soul.
Our last day at the flat. Packed up the kitchen where we used to dance badly on Fridays.
My son said he doesn't want me at his graduation. Not sure what I did wrong.
My visa wasn't renewed. I have to leave in March, and everyone I love is here.
The old oak in the park came down in the storm. I used to read under it every summer.
Sorted the baby clothes for the charity shop today. My youngest turns sixteen on Friday.
I tried to ring him on his birthday but he didn't pick up. Haven't spoken in two years now.
Failed the exam again. I know it's not the end of the world, but tonight it feels like it.
Came home to an empty flat after the funeral and just sat in my coat for an hour.
The cat I fed for three years on my street has gone. The new neighbours took her to a shelter.
""",
    "fear": """
Biopsy results are due on Thursday. I can't eat, can't sleep, can't think about anything else.
There's someone trying the handle of the back door. I've locked myself in the bathroom, please ring me.
Flying tomorrow and I've already checked the turbulence forecast about forty times.
The river's right up to the top of the bank and it's still raining. Should we move the car?
Best man's speech on Saturday and I keep waking up at 4am in a cold sweat.
Heard a noise in the loft again last night. Scratching, then footsteps. I'm not going up there.
Zara's not answered her phone since lunchtime, and she always answers. Have you heard from her?
My boss wants to "have a quick word" first thing Monday. I've been replaying everything I've done wrong.
The lump is still there. I've booked the doctor for tomorrow but my hands are shaking typing this.
Walking home and a car has been crawling along behind me for two streets. Stay on the phone?
They're doing layoffs in our department next month and I've just signed for the mortgage.
The baby's temperature is 39.5 and still climbing. Waiting for the out-of-hours doctor to call back.
My driving test is in an hour and I genuinely think I might be sick in the car.
First day at the new school tomorrow for Leo, and I think I'm more nervous than he is.
Dad's gone into surgery. Six hours, they said. I keep watching the clock in the waiting room.
There's a big dog off its lead on the path ahead and I've frozen. I'm turning back.
The bank's fraud team called about payments I didn't make. What if they've got everything?
The car's making that grinding noise again and we're miles from anywhere on this mountain road.
Smoke alarm going off in the flat upstairs, nobody's answering the door. Should I ring the fire brigade?
Got a letter from the tax office in a brown envelope and I'm too scared to open it.
Results day tomorrow. If I don't get the grades, I lose my place. I feel sick.
The scan found something on my kidney. They want more tests and won't say what it could be.
My landlord says he's selling, and rents round here have doubled. Where are we going to go?
The ice on the lake cracked right next to me. I'm back on the bank but my legs won't stop.
Starting chemo next week. Everyone says I'll be fine, but nobody actually knows.
The school rang and said Mia's been taken to hospital after a fall in PE. On my way now.
I've got to tell my parents I'm dropping out. I've rehearsed it ten times and I still can't do it.
Storm's taken half the roof tiles off next door, and ours are rattling like mad. Kids are in our bed.
Think I left the hob on. I'm an hour from home.
Blood test came back with something "worth looking into". What does that even mean?
My hiking partner went ahead to scout the path two hours ago and hasn't come back. No signal up here.
Can't stop checking the news about the fires near Mum's village. They've told them to pack a bag.
""",
    "surprise": """
Guess who just walked into my office? My old flatmate from uni, as the new director. Never saw that coming.
Opened the door and the whole family was standing there. Twenty people, in my tiny flat, on a Tuesday.
Wait, Sam and Nadia are getting married? Weren't they at each other's throats a month ago?
Turns out the old vase in Gran's attic is Chinese and worth more than my car. What??
The quiet lad from the post room has just won the office talent show with opera. Opera!
My neighbour of ten years just told me he used to be a spy. I'm lost for words.
Mum has dyed her hair bright blue at sixty-eight. Just opened the door and stood there staring.
The restaurant where we had our first date is now a tattoo parlour. When did that happen?
The match was 3-0 at half time and they lost 4-3. I genuinely don't know what I just watched.
I've just learnt that my dad has a twin brother nobody ever mentioned. Forty years!
The lecturer we all thought was strict turned up to the exam in a dinosaur costume.
Hang on, you're telling me you've never had a Sunday roast? In thirty years?
Came home and the cat had brought in a live fish. We don't live anywhere near a river.
My boss, who never smiles, just hugged me in the lift. No idea what's going on.
The train arrived early. Early!
The shy kid in my class stood up and corrected the teacher's maths. And he was right.
Jo's quit her job at the bank to become a beekeeper. Where did that come from?
Got a letter addressed to me from a solicitor in Canada. I don't know anyone in Canada.
Look outside! It's snowing. In May!
Found out my quiet Aunt Rose was a champion motorbike racer in the seventies.
My landlord has lowered the rent without being asked. Is that even a thing?
Guess who's moved into the house opposite? The teacher who gave me detention every week.
The hedgehog we've been feeding turned out to be two hedgehogs. We only ever saw one at a time.
Dad's just announced he's learning to salsa. He won't even dance at weddings.
The postcard I sent you from Greece six years ago has just turned up at my house.
Wait, the café on the corner is run by the family from that place we loved in Rome? Small world!
Bumped into my primary school teacher at a heavy metal gig. She was in the mosh pit.
My son, who lives on chips, has just asked for a second helping of broccoli.
The village shop now sells sushi. The village shop, where we used to buy penny sweets!
Someone has painted the old water tower bright pink overnight. Nobody seems to know who did it.
Turns out my quietest colleague has three hundred thousand followers for her knitting videos.
The fire alarm went off at work and the engine turned up with a goat in the cab. A goat.
""",
}

SETS = {"proofs": PROOFS, "allotment": ALLOTMENT, "feelings": FEELINGS}
