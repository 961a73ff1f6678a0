"""The fourth round of held-out sets, written by hand: one text per line under its label
(see README.md). ``python3 benchmarks/heldout/write.py heldout_fourth`` writes them as JSON."""

# Which course of a meal does a recipe step or dish description belong to? Labelled by the
# place of the dish in the meal, not by its ingredients (a chocolate mole is a main, a beetroot
# cake is a dessert, melon with ham is a starter).
RECIPES = {
    "starter": """
Slice the melon thinly and drape a ribbon of prosciutto over each piece before serving.
Chilled cucumber soup with dill, poured into small glasses as guests sit down.
Prawn cocktail, the retro classic: shredded lettuce, Marie Rose sauce, a pinch of paprika.
Toast the baguette slices, rub them with garlic, and pile on diced tomato and basil.
Pass these little crab cakes around while everyone is still finding their seats.
A light leek and potato soup to open the meal.
Fold the goat's cheese into filo triangles and bake until golden; three per plate is plenty before the roast.
Grilled halloumi with a drizzle of honey and pomegranate seeds, to whet the appetite.
Tear the burrata over blood orange segments and scatter with mint.
Scallops seared for ninety seconds a side, one each, on a smear of pea purée.
Devilled eggs to pass round.
Spoon chicken liver pâté into ramekins, seal with clarified butter and chill overnight; serve with toasted brioche.
Stuffed mushrooms, small enough to eat in two bites.
Gazpacho — blend everything raw, season hard, keep it ice cold.
French onion soup with a cheesy crouton floating on top.
This beetroot carpaccio is just a taste to get things going, so dress it lightly.
Spring rolls with sweet chilli dipping sauce, out on the table before anything else.
Arrange the smoked salmon on rye with a little crème fraîche and capers.
Hummus, warm pita and a few olives to nibble on.
Asparagus spears wrapped in parma ham, with a soft-boiled egg for dipping.
a small bowl of miso soup to start
Whip feta with lemon zest and spread it on crackers as an amuse-bouche.
Our first course tonight is a twice-baked cheese soufflé.
Fry the calamari rings in batches and hand them round with aioli and lemon wedges.
Caprese salad: tomato, mozzarella, basil, good oil.
Halve the figs, stuff with blue cheese, wrap in bacon and roast for eight minutes. Two halves each is enough before dinner.
Thai fishcakes with a cucumber relish, brought out as the opener.
Pea and mint soup, blitzed until silky.
Oysters on crushed ice with shallot vinegar.
Warm the baked camembert and let people dip bread into it while the lamb rests.
A few slices of chorizo and manchego to get the evening going.
Butternut squash velouté with toasted seeds, served in espresso cups.
Press the tuna tartare into small rings and top with avocado and sesame.
Pork and chive dumplings, three each, while the noodles are still boiling.
Chicken satay skewers with peanut sauce as a nibble.
Lentil soup to kick off the Sunday lunch.
Tiny Yorkshire puddings topped with rare beef and horseradish, as canapés.
Endive leaves filled with pear, walnut and a crumble of gorgonzola.
Mix the crab meat with mayo, chives and lemon and pile it onto little toasts.
Watermelon and feta salad, a refreshing opener on a hot day.
Vichyssoise, served cold, before the fish.
Cheese straws, twisted and baked, for guests to munch with their drinks.
Grilled sardines on toast, just one or two each, with a squeeze of lemon.
Bruschetta with mushrooms and thyme.
Mezze platter: baba ganoush, tabbouleh, falafel.
A ceviche of sea bass cured in lime, in small portions before dinner.
Chilled pea shots topped with a mint foam.
Keep the garlic bread coming while the pasta cooks.
Quail eggs with celery salt for dipping.
Mini pumpkin soups in hollowed-out squashes, just a few spoonfuls each.
Roast the peppers, peel them, and lay them on toast with anchovies.
Chicken wings tossed in buffalo sauce, with blue cheese dip, before the burgers come off the grill.
I always open a dinner party with a plate of antipasti: salami, artichokes and olives, nothing heavy, because the pasta and the roast are still to come and nobody should be full yet.
Saganaki - fried cheese flamed at the table with lemon.
Smoked mackerel pâté with oatcakes.
The tomato tarte fine is cut into slivers and handed out as the appetiser.
Blini topped with a dab of sour cream and salmon roe.
Onion bhajis with mango chutney and raita while the dal simmers.
Consommé, clear and piping hot, in small cups.
Pear and walnut salad with a sharp dressing to wake up the palate.
""",
    "main": """
Roast the chicken at 200C for an hour and a half, basting every twenty minutes.
Slow-cooked beef stew with carrots and dumplings, enough to feed six hungry people.
Spaghetti carbonara: pancetta, egg yolk, pecorino, lots of black pepper.
Pan-fry the salmon fillets skin side down and serve with new potatoes and green beans.
Lamb shanks braised in red wine until the meat falls off the bone.
Chicken mole, with a square of dark chocolate melted into the sauce.
Duck breast with a cherry and port sauce and a pile of dauphinoise potatoes.
Vegetable lasagne, layered with ricotta and spinach and baked for forty minutes.
Thai green curry with jasmine rice.
Fish and chips, proper beer batter, mushy peas on the side.
Shepherd's pie for the whole family.
The centrepiece is a whole roasted turkey with all the trimmings.
Pork belly glazed with honey and soy, then roasted until the crackling shatters.
Risotto with wild mushrooms, stirred for twenty minutes and finished with parmesan.
Grill the steak to medium rare, rest it, slice it, and plate it up with chips and béarnaise.
A hearty bowl of chilli con carne with rice and sour cream.
Baked ham glazed with brown sugar and pineapple rings.
Moussaka layered with aubergine, spiced lamb and béchamel.
Chicken tikka masala with naan and pilau rice.
Paella for eight, cooked in the big pan over the fire, with chicken, prawns and saffron.
Beef wellington, wrapped in puff pastry and rested before carving.
Stuffed peppers with rice, mince and tomato, baked for 45 minutes.
Pad thai with tofu and crushed peanuts.
Sea bass baked whole in a salt crust, with roast fennel alongside.
Coq au vin, a whole bottle of red in the pot, ladled over mash.
Butternut squash and chickpea tagine with couscous, a filling meal for the vegetarians.
Toad in the hole with onion gravy.
Slow roast pork shoulder, pulled apart and stuffed into brioche buns with slaw.
tonights big plate: seared tuna steak, sweet potato wedges, salad
Fillet of cod poached in milk, with parsley sauce and mashed potato.
Ramen with a rich pork broth, noodles, a soft egg and chashu, which is a full meal in one bowl.
Meatballs simmered in tomato sauce, over a mound of spaghetti.
Roast leg of lamb with rosemary and garlic, carved at the table.
Beef bourguignon with buttered noodles.
Fish pie topped with cheesy mash, the dish everyone fights over on Fridays.
Chicken katsu curry with sticky rice.
Goulash with paprika, bread dumplings and a spoonful of sour cream.
Spinach and ricotta cannelloni, baked in tomato sauce.
Venison steaks with blackberry jus and celeriac purée.
Teriyaki salmon over egg-fried rice.
Sausage and bean casserole, the kind of thing you eat on a cold night with a big hunk of bread.
Cheeseburgers with all the toppings and fries on the side.
Biryani layered with lamb, fried onions and saffron rice, sealed and baked.
Roast chicken thighs with lemon, olives and potatoes, all in one tray.
Mushroom stroganoff over wild rice.
Cottage pie with a crispy cheese top.
Grilled mackerel with a beetroot and horseradish salad and boiled potatoes.
Jerk chicken with rice and peas and fried plantain.
Sweet and sour pork with egg noodles.
Enchiladas filled with black beans and cheese, baked under salsa.
The main event: a rack of ribs smoked low and slow for six hours.
Lobster thermidor, half a lobster per person, with fries and a green salad.
Falafel wraps with tahini, pickles and salad, enough for a proper dinner.
Nut roast with all the Sunday trimmings.
Veal escalopes in breadcrumbs, lemon wedges and a potato salad.
Chicken pot pie under a thick lid of puff pastry.
Stir-fry the beef with broccoli and oyster sauce and spoon it over plenty of rice.
Gnocchi in a gorgonzola cream with walnuts, a generous plateful.
Pheasant roasted with bacon, bread sauce and game chips.
Brown the mince, add the tinned tomatoes and red wine, and let the ragu bubble away for two hours while you boil the pasta, grate the cheese and toss a salad for eight.
""",
    "dessert": """
Whisk the egg whites to stiff peaks, fold in the sugar, and bake the meringue low and slow.
Sticky toffee pudding with a jug of hot toffee sauce.
Crème brûlée, torched at the table until the top cracks.
Apple crumble with custard.
Melt the dark chocolate with butter, beat in the eggs, and bake the brownies for 25 minutes.
Tiramisu: ladyfingers dipped in espresso, layered with mascarpone and cocoa.
Poach the pears in red wine and cinnamon until tender, then reduce the syrup.
Lemon tart with a crisp pastry shell and a dusting of icing sugar.
Eton mess: crushed meringue, cream, strawberries. Done.
Panna cotta set with vanilla, with a raspberry coulis.
A generous slice of cheesecake.
Beetroot chocolate cake, moist and dark, with crème fraîche.
Scoop the mango sorbet into chilled glasses to finish the meal.
Bread and butter pudding, studded with raisins.
Carrot cake with cream cheese frosting.
Rice pudding baked with nutmeg and a spoonful of jam on top.
Strawberry shortcake stacked with whipped cream.
Chocolate fondant: bake for exactly twelve minutes so the middle stays molten.
Banoffee pie, banana and caramel on a biscuit base.
A slice of pecan pie with a scoop of vanilla ice cream.
Affogato, a shot of hot espresso poured over gelato.
Grilled peaches with honey and mascarpone.
Treacle tart, warm, with clotted cream.
Chocolate mousse set in little pots overnight.
Baked Alaska, flamed with a splash of rum.
Cherry clafoutis, still warm from the oven.
Pavlova piled high with passion fruit and kiwi.
Summer pudding: bread soaked in berry juices, turned out and sliced at the table.
Churros with a thick chocolate dipping sauce.
Salted caramel ice cream churned just before the guests arrive.
Profiteroles filled with cream and drizzled with chocolate.
Trifle layered with sponge, sherry, custard and cream.
Lemon posset, just cream, sugar and lemon juice.
A board of stilton, oatcakes and grapes to end the meal instead of something sweet.
Knead the dough for the cinnamon rolls, let it rise, then roll it out with butter and brown sugar.
Apple strudel with the pastry stretched so thin you could read through it.
Key lime pie on a ginger biscuit base.
Baklava soaked in honey syrup, cut into diamonds.
Whip the cream with the brandy until it just holds its shape and spoon it over the Christmas pudding.
Gulab jamun in rose syrup to round off the curry night.
Strawberries dipped in melted dark chocolate and left to set.
Semifreddo with pistachio and honey, sliced straight from the freezer.
Rhubarb fool: stewed rhubarb folded through whipped cream.
Sponge pudding steamed for two hours and drowned in golden syrup.
Bake the shortbread until pale gold, then dust with caster sugar.
Mochi filled with red bean paste.
Peach cobbler with a scoop of ice cream melting on top.
Pumpkin pie with a spiced custard filling.
Zabaglione, egg yolks and marsala whisked over a pan of simmering water.
Fruit salad with a splash of elderflower cordial, the light option after a heavy roast.
Tarte tatin: caramelise the apples in the pan, cover with pastry, bake and flip.
Rum baba soaked in syrup.
Flourless orange and almond cake, good for gluten-free guests.
Chocolate and olive oil cake with sea salt flakes on top.
Crêpes suzette flambéed in orange liqueur.
Avocado chocolate mousse - you honestly can't taste the avocado.
Blackberry and apple pie with a lattice top.
Spiced plum crumble with crème anglaise.
Figs baked with port and a dollop of mascarpone.
Once everyone has pushed their plates away, bring out the ginger cake with poached rhubarb, and a pot of strong coffee, because nobody ever says no to a small slice.
""",
}

# Which part of a software product is a bug report about? Labelled by the feature that is
# broken, not by the words around it (a hidden checkout button is display, a password-reset
# email that never arrives is login, a receipt for an unknown purchase is payments).
BUGS = {
    "login": """
Can't sign in since the update, it just says "invalid credentials" even though I reset my password twice.
The two-factor code arrives but the app rejects it as expired every time.
Logging in with Google loops back to the sign-in page forever.
After I change my password, old sessions on my tablet stay logged in.
The "remember me" box does nothing; I have to enter my details every morning.
Password reset link in the email gives a 404.
I get kicked out of my account every five minutes.
Face ID unlock stopped working after the 3.2 release.
Account locked after one wrong attempt, not five like the docs say.
Signup form says my username is taken, but no account exists with it.
SSO with our company directory fails with error 500 for everyone in the regional office.
Addresses with a plus sign, like name+shop@example.com, can't get past the first screen.
the login button doesnt respond on android 14
When I tap "Forgot password", nothing is sent. Tried three times.
Session token expires mid-checkout and throws me back to the sign-in screen, losing my cart.
Apple sign-in creates a second, empty account instead of linking the existing one.
Password field won't accept characters like ü or ß.
Logged out automatically whenever I switch between wifi and mobile data.
Magic link opens the browser instead of the app and asks me to authenticate again.
OTP text never arrives for numbers with a +44 prefix, so nobody in the UK can verify their identity.
Typing my email in uppercase makes authentication fail.
New accounts can't be verified; the verification step hangs on a spinner.
Ending an impersonation leaves the admin still acting as the customer.
Paste is disabled in the password field, which breaks password managers.
After logging out on the web, the mobile app still shows me as signed in.
Biometric prompt appears twice and the second one always fails.
Can't get past the captcha at sign-up; it says wrong even when it's right.
The error on a failed attempt tells attackers whether an address is registered; it should be generic.
Refresh tokens aren't renewed, so everyone gets booted at midnight UTC.
Entering a backup recovery code does nothing at all.
Timeouts on the auth server when more than a hundred people try to get in at 9am.
On a shared library computer, I saw the previous person's profile after entering my own credentials.
The page looks fine, but pressing Enter in the password box doesn't submit anything.
Single sign-on works on Chrome, but Safari throws a cookie error.
Reset my password, got the confirmation, still can't get in with the new one.
Since your team moved everything to the new identity provider last Tuesday, my colleagues and I have to type our credentials twice and the second attempt always says the session has expired.
""",
    "payments": """
I was charged twice for the same order.
Checkout fails with "card declined" but my bank says the money went through.
Apple Pay button does nothing on iPhone.
Refund shows as processed but the money never reached my account.
Prices shown in euros are taken in dollars at checkout.
The discount code is accepted but the total doesn't change.
Subscription renewed even though I cancelled it last month.
Invoices list the wrong VAT rate for customers in Ireland.
Paying with PayPal redirects back to an empty basket and no order.
The 3D Secure window closes itself before I can approve the purchase.
the upgrade to premium took my money but my plan still says free
Saved cards disappear from the wallet after every app update.
Gift card balance goes negative when combined with a coupon.
Totals are off by one cent on orders with exactly three items.
I got a receipt email for a purchase I never made.
Double-tapping Pay creates two orders.
The free trial converts to paid a day early.
Splitting the bill between two cards isn't offered, though the help page says it is.
The invoice PDF can't be downloaded from the billing page.
Bank transfer option disappeared from the list of payment methods.
Card expiry field rejects dates after 2030.
Shipping fee added to a 60 pound order even though it should be free over 50.
We were billed for 12 seats but only have 8 users.
The tip I added isn't given back when the delivery is cancelled.
Instalment plan shows the wrong monthly amount.
Charged in full even though I selected pay later.
Tax isn't calculated until after I confirm, so the final price jumps.
The student promo should give 50% off the first month, but I'm paying full price.
Webhook failures from the card processor leave orders stuck as "pending payment".
I'm logged in fine, but the billing page says I have no payment method even though my card is saved.
Changing plan mid-cycle charges for both plans instead of prorating.
Can't remove an old credit card from my profile.
Seller payouts arrived three days late with no explanation.
Checkout spinner never stops after I enter my CVV.
Google Pay shows the amount in the wrong currency.
The refund request form says my order is not eligible, although I bought it eight days ago, the policy allows fourteen, and the item is unopened in its box.
""",
    "search": """
Searching for "t-shirt" returns nothing but "tshirt" finds hundreds.
Results ignore the price filter completely.
Typing a city in the location box autocompletes to places in the wrong country.
It's case sensitive, so "London" and "london" give different results.
The newest posts don't show up in results until the next day.
Autocomplete suggestions lag a few letters behind what I type.
Sort by price puts £100 before £20.
Looking up an order by its number finds nothing unless I include the leading zeros.
Filtering by "in stock" still lists sold-out items.
Typos aren't tolerated at all; "chiken" gives zero matches.
The same product appears three times in one list of matches.
Can't find messages older than a year, although they're in my inbox.
Entering an emoji in the search bar crashes the app.
The query box clears itself when I switch tabs.
Recent searches show entries I never typed.
Filters reset every time I go back from a product page.
Relevance is terrible: exact title matches appear on page four.
Hashtag lookup returns posts without the tag.
A date range filter leaves out the last day of the range.
No results for Greek or Cyrillic queries.
Advanced search ignores the "exclude words" field.
The map view and list view show different numbers of matches for the same area.
Voice search hears me but fills the box with gibberish.
When I look for "red dress" I get red shoes and blue dresses first.
Typing quickly in the find-in-document box freezes the editor.
Looking up contacts by phone number only works with the country code.
results come back in random order no matter which sort option is chosen
Filtering notifications by type lists every notification anyway.
Looking for a help article on "refunds" finds nothing, though there is one.
The index seems weeks out of date; renamed files still come up under their old names.
Wildcard queries with an asterisk time out.
Facet counts are wrong: "Blue (12)" but clicking it shows 3 items.
Quote marks around a phrase are ignored.
The "did you mean" suggestion offers the exact word I already typed.
Tag cloud links lead to empty pages of matches.
Any query longer than three words takes twenty seconds or more, and on the mobile site it often gives up completely and shows a blank list, so our customers just assume we don't stock the thing they want.
""",
    "notifications": """
Push notifications stopped arriving on Android after the last update.
I get the same reminder email three times a day.
Turned off marketing emails, still getting them.
The badge on the app icon says 5 unread when there's nothing new.
Meeting reminders fire an hour late since the clocks changed.
No sound for new messages even though sound is enabled in settings.
Digest email lists posts from last month as "new today".
Low-stock texts go to the old number even after I changed it.
Do-not-disturb hours are ignored; got pinged at 3am.
Unsubscribe link in the newsletter leads to an error page.
The order-shipped alert arrives before the payment has even cleared.
Tapping an alert opens the home screen, not the conversation.
Lock-screen alerts show "null" instead of the sender's name.
Weekly report email was never sent this week.
Muting a thread doesn't stop alerts from it.
I get notified about my own comments.
The chat integration posts each update twice to the channel.
Price-drop alerts come days after the price went back up.
Calendar invite emails have the wrong time zone in the body.
Browser notifications keep asking for permission on every page load.
The "new device signed in" warning is sent every time I use my usual phone.
Failed-payment warnings go to the account owner instead of the billing contact.
The mention ping doesn't fire when my name is in a reply.
The toggle to turn off alerts won't stay off.
Emails about new matches for my saved search stopped after I renamed it.
Incoming calls only vibrate, no banner and no ringtone.
The bin day reminder went off at midnight instead of 7am.
Webhooks to our server fire twice for every event.
Getting delivery texts that belong to a different address.
Snoozed reminders never come back.
Android shows a silent notification for every background sync, which is just noise.
The bell icon's dropdown is empty though the count says 12.
Group chat alerts keep coming after I left the group.
Booking confirmation emails land hours later, if at all.
The daily streak nudge arrives after I've already done today's lesson.
People watching a ticket aren't told when it gets closed, so our support staff keep checking tickets by hand, and yesterday two of them replied to a customer whose problem had been solved hours before.
""",
    "display": """
Text overlaps the buttons on small phones.
Dark mode makes links almost invisible.
Images on the product page are stretched and blurry.
The sidebar covers half the page at 125% zoom.
Emoji show as empty boxes on Windows.
Arabic text is rendered left to right.
The chart's y-axis labels are cut off.
After rotating the tablet, the layout stays in portrait.
Font size setting has no effect in the reader view.
Dialogs open off-screen on ultrawide monitors.
Dates in the activity feed all read 1970-01-01.
The login page in dark mode shows black text on a black background, so you can't see the password field.
The checkout button is hidden behind the cookie banner.
Search results have no spacing between items, it's one wall of text.
The in-app notification banner covers the back button.
Prices on the product grid come out with six decimal places.
Icons flicker when scrolling fast.
Tables overflow the screen on mobile and can't be scrolled sideways.
High-contrast mode turns every icon into a grey square.
The logo is pixelated on retina screens.
Long names push the avatar out of its circle.
Footer floats in the middle of the page on short screens.
Colours look washed out in the export preview.
The menu dropdown opens behind the video player.
German labels don't fit and get clipped with "...".
Two scrollbars appear on the settings page.
Tooltip stays stuck after the mouse moves away.
The page jumps around as ads load, so I keep tapping the wrong thing.
Everything looks tiny on 4K monitors.
Animation stutters and the loading spinner is off-centre.
Line breaks vanish in long comments, so it's one huge paragraph.
Accent colour ignores the theme and stays bright orange.
The splash screen shows up sideways on foldable phones.
Placeholder text in forms is the same colour as typed text.
Gallery thumbnails are squashed into the wrong aspect ratio.
Chinese characters fall back to a font where half the strokes are missing, which makes product descriptions unreadable for a big share of our shoppers in Taiwan and Hong Kong.
""",
}

# Does a short sentence forecast the weather, report it as it is now, recall the weather of a
# particular past day or event, or state a long-term climate fact (averages, norms, trends,
# standing records)? A past storm that set a record is past; a record quoted as a statistic
# is climate.
WEATHER = {
    "forecast": """
Showers will spread from the west by mid-afternoon, clearing overnight.
Expect highs of 24C tomorrow with a light breeze.
Tonight: frost likely in rural areas, lows near minus three.
A band of heavy rain is set to reach the coast early on Saturday.
There's a 70 percent chance of thunderstorms after lunch.
Snow should turn to sleet by Thursday evening.
The weekend looks dry and bright, though cooler than today.
Gusts of up to 60 mph could bring down trees on Monday.
Fog is expected to linger in the valleys until late morning.
Temperatures are going to climb steadily through next week.
Sunny spells tomorrow, with cloud building later.
The storm is forecast to make landfall on Tuesday night.
Bring a coat on Friday; it'll be blowing a gale.
Outlook for the next ten days: unsettled, with rain most days.
Ice on untreated roads by dawn, so take care on the school run.
Pollen levels will be very high tomorrow.
The heatwave should break on Sunday with thunder.
Light drizzle later this evening, nothing heavy.
Overnight the cloud will thin and it'll turn chilly.
A yellow warning for wind comes into force at 6am.
Models suggest a cold snap around the middle of the month.
This afternoon should stay dry for the match.
UV index peaks at 8 on Wednesday, so cover up.
Rain at first, becoming brighter from the north later.
We're in for a soggy bank holiday, I'm afraid.
Saturday: 30% chance of a shower, otherwise fine.
Looks like the first proper snowfall of the winter is coming on Tuesday.
Coastal flooding is possible with the high tides later in the week.
By the weekend the wind swings round to the north and temperatures drop sharply.
Starting misty, then the sun burns it off by ten.
Hazy sunshine on Thursday, with Saharan dust coating cars.
Thunder may rumble over the hills later today.
Next week looks warmer than average, especially in the south.
Lows around 4C under clear skies after dark.
Heavy rain due overnight, and the river may burst its banks by morning.
The monsoon is predicted to arrive a week early this year.
Another scorcher on the way for Friday.
Winds easing through the evening, turning calmer by midnight.
Hail possible in the heaviest showers.
Sleet on higher ground, rain lower down, and for anyone heading over the pass on Sunday, chains are a good idea because the drifts could be deep by lunchtime.
""",
    "current": """
It's pouring down outside right now.
Currently 18C and sunny at the airport.
The fog is so thick I can't see the end of the street.
Wind is gusting 45 mph at the harbour as we speak.
Snow is settling on the pavements here in the city centre.
Humidity at this hour: 92 percent, visibility 300 metres.
Light rain, 11 degrees, wind from the south-west.
The sky has just cleared and the stars are out.
hail bouncing off the car roof, its mad out here
Noon reading: 31.2C, the hottest it has been so far today.
Thunder rumbling overhead and the lights keep flickering.
A rainbow over the bay as the shower passes.
Roads are icy this morning and the gritters are out.
Dead calm, not a breath of wind on the lake.
Drizzly and murky, barely light at 9am.
The station is reporting freezing fog and minus two.
Live from the seafront: waves crashing over the wall.
Sun's out, first time in a week.
Overcast and muggy, 26 degrees with 80% humidity.
Heavy snow falling, about 5 cm on the ground already.
Pressure is 998 hPa and falling.
The smoke haze is making the sun look orange.
It's sleeting sideways in the car park.
Conditions at the summit: whiteout, minus eight, wind 70 km/h.
Warm and breezy, perfect drying weather.
It is still raining.
Clouds are piling up over the mountains behind us.
Frost on the windscreen and a clear blue sky.
The tornado siren is going off and the sky has gone green.
Rain gauge is filling quickly, 12 mm in the last hour.
A sea breeze has just kicked in, knocking a few degrees off.
Sweltering in the office, the thermometer on the wall says 33.
Flakes drifting down but not sticking yet.
Mist rising off the river as the sun comes up.
Bright sunshine, though there's a nasty chill in the wind.
Lightning flashes every few seconds to the east.
Observations at 1500: cloud base 800 ft, visibility 8 km.
Feels like minus ten with the wind chill.
Muddy puddles everywhere and the drizzle won't stop.
From where I'm standing on the pier there's barely a cloud, the water is flat as glass, and the flags on the boats are hanging limp in the heat.
""",
    "past": """
Yesterday's storm brought down power lines across the county.
It rained all weekend, we didn't see the sun once.
Last night dropped to minus six, the coldest of the winter so far.
The flood of March 2019 left the town centre under a metre of water.
Tuesday was warm and sunny, a lovely break.
We had hail the size of marbles on Sunday afternoon.
The July heatwave peaked at 38C on the 19th.
It snowed overnight, about ten centimetres by dawn.
Three days of fog grounded flights at the airport last week.
Monday turned out drier than forecast.
The gales in February damaged hundreds of roofs.
After a dry spring, summer began with a week of downpours.
Lightning struck the church spire during Friday's thunderstorm.
We woke to frost yesterday, but it had gone by lunch.
Last winter was mild, hardly any snow at all.
The 1987 hurricane felled millions of trees overnight.
Rainfall on Saturday: 42 mm, most of it in two hours.
There was a short, sharp shower around breakfast time.
the wind last night was unreal, fence is in next doors garden
It was so humid on the bank holiday that nobody slept.
Temperatures hit 30C on the first day of June, which surprised everyone.
A tornado touched down near the motorway on Thursday, flipping two lorries.
The drought turned the lawns brown by July.
We had a white Christmas in 2010.
Sunday was grey from start to finish.
The morning began foggy, then turned into a glorious afternoon.
Lows reached minus twelve in the glens on Wednesday.
Record rainfall that Tuesday flooded the underground stations.
A freak snowstorm in April caught farmers by surprise.
Saturday's match was abandoned because of a waterlogged pitch.
The ice storm in January left thousands without power for days.
Yesterday topped out at 27, warmer than predicted.
It poured during the wedding but cleared for the photos.
Last month brought double the normal rainfall.
Dust from the Sahara turned the sky orange on Wednesday.
The harbour froze over during the cold snap of 1963.
Mist hung over the fields for most of the morning.
Winds gusted to 90 mph at the headland during the October storm.
Hot and still all day Friday, then a thunderstorm after dark.
My commute this morning was a complete wash-out: the bus shelter leaked, the underpass flooded to the ankles, and I sat at my desk in soaking socks until noon.
""",
    "climate": """
The city averages 600 mm of rain a year.
July is usually the warmest month, with mean highs around 22C.
Snow is rare on the coast, falling on fewer than five days a winter.
The highest temperature ever recorded in the country is 40.3C.
Winters have become noticeably milder over the last fifty years.
The region has a Mediterranean climate: hot dry summers, mild wet winters.
On average, the first frost arrives in late October.
Monsoon season runs from June to September.
Since records began, nine of the ten warmest years have occurred after 2000.
The desert gets less than 50 mm of rainfall in a typical year.
Fog is common in the valley on autumn mornings.
Hurricane season in the Atlantic peaks in September.
Sunshine hours here are among the highest in Europe.
The wettest place in the country sees rain on over 250 days a year.
Arctic sea ice in September has shrunk by about 13% per decade.
Spring tends to arrive two weeks earlier than it did in the 1960s.
Normal January low: minus 4C.
Tornadoes are most frequent on the central plains in May.
Coastal towns rarely drop below freezing thanks to the warm current.
The 30-year mean temperature for the station is 10.4 degrees.
Heavy snow in April happens maybe once a decade here.
Thunderstorms form most afternoons in the rainy season near the equator.
Night-time lows in the desert can plunge below freezing even in summer.
Droughts have become longer and more frequent since the 1980s.
The trade winds blow steadily from the east for most of the year.
The island enjoys around 300 sunny days annually.
Wind speeds at the cape are higher than anywhere else on the mainland.
Late summer is the stormiest part of the year on this coast.
The state's record low was set in 1954 and has never been beaten.
Rainfall is spread fairly evenly across the months.
Humidity stays above 80 percent almost all year in the rainforest.
London typically sees fewer than 20 days of lying snow.
Global temperatures have risen by about 1.1C since pre-industrial times.
Chinook winds regularly bring sudden winter thaws to the foothills.
Autumn is the wettest season in the west of the country.
This is one of the driest capitals in the world.
A white Christmas happens in roughly one year in ten.
Frost-free days have increased by two weeks over the century.
The growing season here lasts about 200 days.
Yesterday the national weather service published its new thirty-year normals, and they show winters in the north are now almost a full degree warmer than the figures for 1961 to 1990.
""",
}

SETS = {"recipes": RECIPES, "bugs": BUGS, "weather": WEATHER}
