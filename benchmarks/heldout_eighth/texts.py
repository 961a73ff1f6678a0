"""The eighth round of held-out sets, written by hand: one text per line under its label
(see README.md). ``python3 benchmarks/heldout/write.py heldout_eighth`` writes them as JSON."""

# Is the guest coming? Labelled by the answer, not by the warmth of the words: many declines
# gush, many "maybe"s sound keen, and many "yes"es come with a condition that is already met
# or a limit (late arrival, early exit) that does not stop them coming.
RSVP = {
    "yes": """
We'd love to come! Put us down for two, and I'll bring a salad.
Count me in for Saturday, wouldn't miss your fortieth for the world.
Yes please, both of us, and no dietary requirements.
Absolutely, see you at seven. Do you want me to bring anything?
So sorry for the late reply, work has been chaos, but I'll be there with bells on.
Happy to attend the launch event on the 14th. Registering on the link now.
I'll come as long as I can slip away by ten, because I've got a 6am flight the next morning and I know what I'm like after two glasses of wine.
Ugh, I hate karaoke and you know it. Fine. I'm coming, but I'm not singing.
Thank you for the kind invitation to the summer reception; my wife and I accept with great pleasure and look forward to seeing the new building at last.
Wouldn't miss it. Can I bring my little brother? If not, just me.
We're in! The kids have been talking about the bouncy castle all week.
The cabin weekend sounds perfect, I've already booked the Friday off.
Sure thing, I'll swing by after my shift, probably around 8.
Just confirming my place at the alumni dinner, vegetarian meal please.
Yep, two adults and one toddler. Is there somewhere to park a buggy?
Of course I'll be your plus one, silly, you didn't even need to ask.
I wasn't sure I'd manage it with the move, but it's all sorted now, so see you there.
Go on then, you've twisted my arm. See you at the pub quiz.
Delighted to accept the invitation to speak on the panel and join the dinner afterwards.
Book club on Thursday works for me, I've even finished the book this time.
I was going to say no because of the three-hour drive, but my sister offered to lend me her car and share the driving, so I'm coming after all, tell the others.
Yes yes yes! Finally a reunion. I'll dig out the old photos.
Me and the dog will both be at the picnic, he's been brushed specially.
Our flights are booked and the hotel is paid, so we'll see you at the wedding!
The babysitter fell through but my mum can step in, so we're still on for dinner.
I can't stay for the ceremony itself, but I'll be at the reception from five.
Thanks, I'd be glad to join the team lunch. Any place near the office is fine.
Definitely coming. Would it be alright if I arrived an hour late? Football practice runs till six.
Put me down for the 10k charity walk and the barbecue after.
It's a date. Tell me what the colour theme is so I can dress the part.
Can't believe you're finally graduating! Of course we'll come and cheer.
I will attend the parents' evening on Tuesday at the 5:40 slot.
Sounds brilliant, I'm not much of a dancer but I'll show up and eat the cake.
happy to come along, lemme know if you need a hand setting up chairs
Accepting with thanks. Dietary note: no shellfish.
Honestly I'd rather stay home, but it's your retirement do, so I'm coming.
Ticket's bought, so unless the trains go on strike again I'll be there by noon.
Count the three of us in for the fireworks night.
We would be honoured to come to the christening. Thank you for thinking of us.
Got the invite! Already bought a present, see you on the 3rd.
Yes to the dinner, no to the club afterwards, I'm too old for dancing till 3am.
I'm free that evening and would love to catch up with everyone.
Sure, I can make the planning meeting at 3 if it's in the small room.
Thrilled to be invited. I'll be the one with the terrible homemade wine.
Cleared my diary. Not missing the company's twentieth anniversary party.
It'll be a squeeze after my night shift, but I'll get there, even if I'm yawning.
Absolutly, and I'm bringing my famous lasagne whether you like it or not.
RSVP for two, arriving Friday evening, leaving Sunday morning.
Free pizza? I'm in.
We accept the invitation to the open day and will bring both children.
Sign me up for the volunteer litter pick, I've got my own gloves.
I'd never turn down a garden party in June. What time should I arrive?
Just checked with work and the afternoon is free, so yes, I'll join the workshop.
Looking forward to it, I'll be the one in the ridiculous hat.
OK, I'll come to games night, but I'm warning you, I'm ruthless at Monopoly.
Thank you, I'd be honoured to attend the memorial and say a few words.
My partner is working, so it'll just be me, but I'll definitely be there.
Yeah go on, I'll come to the housewarming. Need anything for the new place?
Was planning to skip it, then changed my mind: I'm coming to the gala after all.
Can't promise I'll stay late, but I'll make it for the toast at least.
""",
    "no": """
Oh, I would have loved that so much, and the venue looks gorgeous! Sadly we're away that weekend visiting family up north, but have the most wonderful time and save me a slice of cake.
Thank you so much for thinking of me. I'm afraid I can't make it, but please send photos!
Sorry, I'll have to pass this time, the baby isn't sleeping and we're exhausted.
We regretfully decline, but send our warmest congratulations to you both.
I'm gutted to miss it, truly. Work has me in Frankfurt all week.
No can do, my shift got moved to Saturday. Next time for sure!
What a lovely idea! Unfortunately it clashes with my daughter's recital.
Thanks but not for me, big parties really aren't my thing.
I'll be thinking of you on the day, but the trip is just too far with my back the way it is.
Afraid we won't be attending the dinner on the 12th. Hope it goes well.
I wish I could, honestly. Hospital appointment that morning and I won't be up to it.
Count me out for the hike, my knee's still not right.
Such a kind invite, and I'm touched, but I'm going to sit this one out.
Nope, sorry, I've got the kids that weekend and no one to watch them.
I'd love to say yes but my budget says absolutely not this month.
Please accept my apologies for the board dinner; I'll be on leave.
Ahh I'm so jealous of everyone going!! We're stuck at my in-laws' that day though.
We had the date in the calendar and everything, but the car's broken down and we can't get there.
Thanks for asking, but I don't think I'd be good company right now. Another time.
Honestly the thought of a karaoke night fills me with dread, so I'll give it a miss.
Unable to attend the webinar on Thursday, could you share the recording?
It means a lot that you invited me. I can't come, but I'll raise a glass from here.
we wont be there sorry, flu has gone through the whole house
Oh no, that's the weekend of my cousin's wedding! So sorry to miss your party.
Much as I'd enjoy it, I've promised the evening to my mother.
Sadly that's a no from both of us, we're moving house that week.
I'm going to be honest, I'm not ready to see him again, so I'll skip the reunion.
Thanks for the invite to the launch. Not able to travel that week, but good luck!
Ah, I'd have been there like a shot a year ago. These days the late nights finish me off, so I'll pass.
Sorry to be a party pooper, but I'm on call all weekend.
Love you loads but I just can't face another hen do. Have an amazing time!
Decline. Conflicts with the quarterly review.
Really wish we could be there. Our flights home land the day after, of all the luck.
I will not be attending the AGM, but I'm happy to give my proxy vote to the chair.
Can't make Friday, but let's get lunch the week after?
Your barbecues are legendary and it kills me to say it, but we're busy.
Not this time, but thank you, it sounds like a brilliant evening.
I'm out of the country until the 20th, so I'll miss the christening. Sending love.
Regrets only, you said, so here's mine. Wishing you a great night.
I checked and double-checked the rota, asked three colleagues and even begged my manager, and there's no way I can swap that Saturday. So sorry, I was really looking forward to it.
We've decided to keep the kids' weekends quiet for a while, so we'll give the party a miss.
My diary is a disaster that week, sadly I'll have to say no.
Oof, fancy dress and a 2am finish? Hard pass, but have fun!
Thank you kindly, but church on Sunday mornings means I can't join the brunch.
Hate to miss it, the exam is the next morning and I need to revise.
I really appreciate you including me, but I won't be coming to the ceremony.
i'm so sorry, completly forgot to reply, and now I've booked something else that night
Not going to make the team drinks, I don't drink and those evenings aren't much fun for me.
With regret, the committee will not be sending a representative to the conference this year.
I was hoping to come until the vet called, the dog needs surgery that day.
Sorry love, can't do it. Knackered after this week.
I'd be there in a heartbeat if I could, but I've got the twins' sports day.
Sorry, can't make it.
Our house is full of builders that week, so we're going to bow out.
It sounds gorgeous and I'd adore a weekend by the sea, but I can't get the time off.
Kindly remove me from the guest list, I won't be able to attend after all.
Was really looking forward to the gig but my ticket's going to a friend, I'm not well enough.
Please don't take it personally, I'm skipping all the parties this month.
Let me be the first to say congratulations, and the last to say I can't attend, sorry!
Ah, I can't, we're at the allotment show all day. Enjoy the quiz!
""",
    "maybe": """
Ooh, sounds amazing! I'm waiting to hear about my shifts, can I let you know by Friday?
Possibly! Depends if I can get a babysitter.
I'd really love to come but I'm not sure yet, the in-laws might be visiting.
Pencil me in, but I can't promise anything until the work trip is confirmed.
Might pop along later if I finish work on time.
I'll try my best to be there! Honestly it's fifty-fifty right now.
Let me check with my partner and get back to you.
YES I want to come so badly!!! Just need to see if I can swap my shift first.
Probably? The car's in the garage so it depends on the buses.
Not sure I'm up to a big crowd, can I decide on the day?
Hmm, that's the week of my exams. I'll see how revision goes.
We might come for the first hour, we'll have to see how the baby is.
Could be tricky, I have another thing that afternoon. If it finishes early, I'll come straight over.
Tentative for now, sorry.
Haven't got my rota yet, will confirm as soon as it's out.
I'd like to, but my back has been playing up. Can I tell you nearer the time?
Depends on the weather really, if it's pouring I doubt we'll make it to the picnic.
It's a strong possibly from me.
Not a no! Just not a yes yet, waiting on flight prices.
Let me look at the train times and I'll confirm tomorrow.
We're hoping to, we really are, but my dad's just come out of hospital and we don't know yet if he'll be well enough to be left, so it's up in the air.
Would love to, really would. Can I give you a firm answer next week?
I might be able to come for dessert, if that's not too weird.
Undecided. I've got a lot on and I'm not sure I can justify the trip.
I'll see what I can do, no promises.
Can you save me a seat just in case? I don't know yet if the meeting will overrun.
Maybe! Who else is going?
Keen, but broke. Let me see after payday.
Ooh, maybe, if my sister can cover the shop that morning.
Tempted! I'll need to run it past the boss first.
Still waiting to hear whether the course dates clash, I'll get back to you.
Not sure whether we can make the ceremony, but we'll definitely try.
Might be late, might not make it at all, depends how the match goes.
It's looking unlikely but not impossible, can I confirm on Monday?
Depending on how I feel after the chemo, I'd like to come for a short while.
I'll know more once I've spoken to the landlord about moving day.
Could I RSVP a bit later? Our plans for that weekend are still being made.
It's going to be really tight. I'll let you know on Thursday.
Love the sound of it. Working out childcare, will get back to you.
I'm about ninety percent there, just need to check one thing.
i honestly dont know yet, work is mad. will message when I know
We're a maybe, sorry to be annoying!
Is it okay if I decide closer to the date? Things are a bit chaotic.
Should be able to, but there's a chance I'll be called in to cover.
I'd need to find a dog sitter first. Let me ask around.
I'll come if I can get the afternoon off, asking my manager tomorrow.
Can't say for sure, the hospital keeps moving my appointment.
I'm keen but it depends whether my visa comes through in time.
Possibly coming, possibly bringing a friend, I'll confirm both by the weekend.
Hopefully! Will tell you once we've sorted the car.
Torn, it's the same night as the derby. Give me a day to think.
I'll have to see, my energy's been really low lately.
We'd adore coming to the wedding, we just need to check we can get the time off.
Depends what time it finishes, the last bus is at eleven.
I'm on standby to present at a conference in Lisbon that same week, and they won't tell me until the end of the month. If it falls through, I'm all yours.
Could go either way. Ask me again next week?
Tentative yes for the Saturday lunch, awaiting confirmation of my flight.
Maybe, maybe not. Let's see how the week goes.
I'd be thrilled to come, provided the doctor says I can travel by then.
Oh I wish I knew! My shifts come out on the 1st, I'll tell you then.
""",
}

# Which field is the abstract sentence from? The vocabulary overlaps on purpose: rates, models,
# energy, cells, populations, equilibria, networks and growth occur in all four fields.
SCIENCE = {
    "physics": """
We measure the decay rate of trapped ultracold atoms and find it scales with the square of the density.
A simple model of oscillators coupled on a random network reproduces the observed synchronization transition.
Our results place new bounds on the mass of sterile neutrinos.
Using a superconducting qubit, we demonstrate coherence times exceeding one millisecond.
The energy spectrum of the emitted electrons shows a sharp cutoff near 18.6 keV.
We report the first observation of a topological edge state in a photonic lattice.
Numerical simulations of turbulent convection reveal plume structures near the boundary layer.
The population of the excited state is inverted using a short laser pulse.
Combining the gravitational wave signal from the neutron star merger with its electromagnetic counterpart, we constrain the equation of state of dense nuclear matter and find a maximum mass near 2.2 solar masses.
Building on the transfer-matrix method, we derive a closed-form expression for the partition function of the two-dimensional lattice at criticality and compare it with exact enumeration for small system sizes.
The efficiency of the solar cell is limited by radiative recombination, as the detailed-balance argument predicts.
Measurements of the cosmic microwave background polarization favour a small tensor-to-scalar ratio.
We observe a transition from a Mott insulator to a superfluid as the lattice depth is lowered.
Friction between granular layers follows a rate-and-state law at low sliding speeds.
Our detector achieves an energy resolution of 2% at the 662 keV line.
The anomalous Hall conductivity is computed from the Berry curvature of the bands.
Spin waves in the thin magnetic film propagate over several micrometres with little damping.
We model the plasma edge as a resistive layer and predict the onset of instabilities in the tokamak.
Dark matter halos in our simulations have flatter cores than cold dark matter alone would predict.
Interference fringes persist even when the which-path information is erased.
The shadow of the black hole has a diameter consistent with general relativity to within ten percent.
Using Monte Carlo simulations, we estimate the critical exponent of the three-dimensional Ising model.
Heat transport in the nanowire is dominated by phonons below 20 kelvin.
We propose a new mechanism for the acceleration of cosmic rays at shock fronts.
The cavity's quality factor exceeds ten billion at cryogenic temperatures.
Neutron scattering reveals a spin gap in the layered compound.
Entanglement between distant ions is generated with a fidelity of 0.97.
A laser frequency comb is used to calibrate the spectrograph to centimetre-per-second precision.
The growth rate of the Rayleigh-Taylor instability is reduced by an applied magnetic field.
Far from equilibrium, the active particles settle at an effective temperature different from that of the bath.
Our optical clock reaches a fractional uncertainty of a few parts in 10^18.
Electron transport through the quantum dot shows clear Coulomb blockade diamonds.
These findings suggest that the glass transition is governed by a growing dynamic length scale.
The decay of the Higgs boson into two photons is measured with improved precision.
We describe a stochastic model for the diffusion of tracers in a dense colloidal suspension.
Sound waves in the metamaterial are slowed to a few metres per second.
Stellar oscillation frequencies let us infer the internal rotation of red giants.
Twisted bilayer graphene superconducts.
An analytic solution is given for the energy levels of a particle in a tilted double well.
Sideband cooling brings the vibrating membrane to its quantum ground state of motion.
The probe measured the speed and density of the solar wind at a tenth of an astronomical unit.
Shock waves driven by high-power lasers compress the sample to pressures above a terapascal.
The search for axions finds no signal, excluding a broad range of couplings.
Transition edge sensors count single photons with near-unity efficiency.
We find that the entropy production of the driven system obeys a fluctuation theorem.
""",
    "biology": """
We show that the growth rate of the bacterial population drops sharply when iron is scarce.
Knocking out the gene in zebrafish disrupts heart formation at the looping stage.
Mitochondrial energy production declines in the muscle cells of aged mice.
We fit a mathematical model of predator-prey dynamics to a century of fur trading records and show that it explains the ten-year cycles in hare and lynx numbers.
Single-cell sequencing identified a rare population of stem cells in the intestinal crypt.
Pollinator visits fell by a third in fields treated with the pesticide.
The protein folds into its active form only after binding a chaperone.
We tracked the migration of tagged salmon across three river systems.
Mutation rates in the virus were higher in hosts with weakened immunity.
Our phylogenetic analysis places the new species of frog close to the lowland clade.
Neurons in the hippocampus fire in sequences that replay the route during sleep.
Coral bleaching correlated with sea surface temperature anomalies over two decades.
Gut microbiome composition predicted the response to the diet better than body weight did.
CRISPR screening revealed twelve genes required for the parasite's entry into red blood cells.
The seeds germinate only after exposure to smoke, an adaptation to wildfire.
Antibody levels waned within six months of vaccination in older participants.
Ant colonies adjust their foraging to the rate at which workers return with food.
Membrane tension controls the rate of endocytosis in fibroblasts.
The wolf population recovered after reintroduction, reshaping the vegetation along the river.
Plants lacking the transporter accumulate less cadmium in their leaves.
We identify a signalling pathway that links nutrient sensing to lifespan in worms.
Songbirds learn during a critical period.
Tumour cells evade the immune response by expressing a decoy ligand.
Gene expression oscillates with a period of about two hours in the segmentation clock.
Photosynthetic efficiency of the algae rose under blue light.
Across forty ponds monitored over six breeding seasons, our field experiments show that invasive crayfish reduce amphibian breeding success, mainly by eating eggs rather than by competing with tadpoles for food.
Rewiring of the gene regulatory network, rather than new genes, explains the loss of eyes in cave fish.
Antibiotic resistance spread between strains through plasmid transfer in hospital sink drains.
The fossil record suggests that body size in mammals increased after the extinction.
Honeybee workers carrying the variant were more likely to remove diseased brood.
Sleep deprivation reduced synaptic pruning in the mouse cortex.
The enzyme's activity peaks at the body temperature the lizards prefer.
Sampling at live animal markets traced the spillover of the virus from bats to civets.
We describe a new genus of deep-sea worm that feeds on whale bones.
Population genetic data point to a bottleneck about twelve thousand years ago.
Insulin secretion by islet cells is pulsatile and synchronised across the pancreas.
Diversity of soil fungi predicts tree seedling survival in the rainforest plots.
Bats emit echolocation calls that rise in frequency as they close in on prey.
Loss of the receptor caused embryos to develop without a left-right axis.
We observed tool use in wild capuchins that was never seen in captive groups.
Regeneration of the axolotl limb requires signals from the nerve.
Energy budgets of nesting seabirds were estimated using heart-rate loggers.
Cancer cells switched to glycolysis even when oxygen was plentiful.
Our model predicts that the epidemic peaks earlier in denser host populations.
Transcription factors bind the enhancer cooperatively to switch on the gene in the limb bud.
""",
    "chemistry": """
We report a nickel catalyst that couples aryl chlorides with amines at room temperature.
The reaction rate increases tenfold when the solvent is changed from toluene to acetonitrile.
DFT calculations on the full catalyst show that the activation energy is lowered by almost 20 kJ/mol through hydrogen bonding between the substrate and the ligand in the transition state.
A new cathode material raises the energy density of lithium-ion cells by 15%.
The metal-organic framework captures carbon dioxide selectively from humid flue gas.
Crystal structures reveal that the ligand binds the copper centre in a square-planar geometry.
Polymerisation proceeds without a metal catalyst under visible light.
We synthesise the natural product in eleven steps from a commercially available starting material.
Kinetic isotope effects indicate that C-H bond cleavage is rate-limiting.
Gold nanoparticles were stabilised with a thiol shell and dispersed in water.
The electrolyte additive suppresses dendrite growth on the lithium anode.
The equilibrium constant for the dimerisation was determined by NMR titration.
A simple recrystallisation removes the impurity without chromatography.
Enantioselectivity of 98% was achieved with a chiral phosphoric acid.
Molecular dynamics simulations show the solvation shell reorganising around the ion.
The zeolite converts methanol into light olefins with high selectivity.
Our fuel cell uses a platinum-free catalyst for the oxygen reduction reaction.
Adding a fluorine substituent raised the melting point of the salt by forty degrees.
Degradation of the dye under sunlight follows first-order kinetics.
We identify the reactive intermediate by trapping it with a radical scavenger.
The macrocycle formed quantitatively.
The hydrogel swells and shrinks reversibly with changes in pH.
Peptide coupling in water was made possible using a surfactant.
The oxidation state of the manganese changes during each catalytic cycle.
Self-assembly of the amphiphiles yields vesicles whose size depends on the salt concentration.
An electrochemical method converts nitrate in wastewater into ammonia.
The yield dropped when the reaction was scaled up beyond five grams.
Vibrational spectroscopy shows that water molecules at the interface are strongly ordered.
Because the market price of cobalt is volatile, we develop cobalt-free cathodes with comparable capacity.
We describe a flow reactor that makes the drug intermediate continuously with a residence time of two minutes.
Redox potentials of the quinones correlate with their computed LUMO energies.
Covalent organic frameworks with imine linkages were made crystalline by adding a modulator.
Unless it is capped with a thin hydrophobic layer, the perovskite film decomposes within hours in humid air, which we trace to water entering along the grain boundaries.
A fluorescent probe lights up in the presence of mercury ions at nanomolar levels.
Ring-opening of the epoxide occurs with complete regiocontrol.
Solid-state NMR reveals two distinct sodium sites in the glass.
Our population balance model predicts the crystal size distribution in the batch.
Chlorinated solvents were replaced by a bio-based alternative with no loss of yield.
The mechanism involves a concerted proton-electron transfer.
Sulfur cathodes lose capacity because polysulfides dissolve into the electrolyte.
Heating the precursor under argon gives a porous carbon with a large surface area.
Binding constants for the host-guest complexes span four orders of magnitude.
Ozone reacts with the terpene to form secondary organic aerosol in the chamber.
We prepared a series of boron compounds that emit blue light efficiently.
The rate of ester hydrolysis doubled for every ten degree rise in temperature.
""",
    "economics": """
We estimate that a one-point rise in the minimum wage reduced teen employment by less than one percent.
A dynamic general equilibrium model is calibrated to match household savings rates.
Energy prices pass through to consumer inflation within two quarters.
Using firm-level data, we show that exporters pay higher wages than similar non-exporters.
Market concentration in the airline sector rose after the mergers, raising fares on affected routes.
Remittances smooth household consumption after droughts in rural villages.
Our results suggest that the cash transfers did not reduce labour supply.
The central bank's forward guidance lowered long-term interest rates.
Population ageing is projected to slow productivity growth across the region.
We model the housing market with search frictions and find that prices overshoot.
Tariffs on steel raised costs for downstream manufacturers more than they protected jobs.
A randomized trial shows microfinance loans increased business investment but not profits.
Exchange rate volatility reduces bilateral trade among small open economies.
Carbon taxes are regressive unless the revenue is returned as lump-sum rebates.
We document a decline in labour's share of national income since 1980.
Auction design affects the revenue raised from spectrum licences.
The unemployment rate responds to demand shocks with a lag of about six months.
Using a reform that extended rent control to small multi-family buildings, we find it lowered mobility among tenants but led landlords to convert units, reducing the supply of rental housing by 15 percent.
Bank runs arise as a self-fulfilling equilibrium when deposit insurance is absent.
Students assigned to smaller classes earned more as adults.
We find evidence of price collusion among petrol stations in small towns.
Fiscal multipliers are larger during recessions than during expansions.
The network of interbank loans amplifies the spread of losses during a crisis.
Platform fees are passed on to sellers, while buyers see little change in prices.
Patent protection increased innovation only in industries with high imitation costs.
Trust in institutions predicts tax compliance accross countries.
Our estimates imply a price elasticity of demand for electricity of around -0.2.
Exploiting differences in industry mix across local labour markets, we show that import competition from China lowered manufacturing employment in exposed counties and that the losses were not offset by other sectors.
Inflation expectations of households are poorly anchored compared with those of firms.
We show that default options raise pension enrolment dramatically.
Sovereign debt spreads widen when political uncertainty rises.
The model features heterogeneous agents who face borrowing constraints.
Entry of ride-hailing apps reduced taxi drivers' earnings but increased total trips.
The returns to schooling are higher for women than for men in our sample.
Land reform raised agricultural output where property rights were secure.
A game-theoretic model explains why firms delay adopting the new standard.
Commodity booms appreciated the currency and shrank the manufacturing sector.
Immigration barely moved native wages.
Firms hoard cash when credit conditions tighten.
We estimate the welfare cost of business cycles to be small.
Subsidies for rooftop solar panels mostly benefited high-income homeowners.
Stock market returns are predictable at long horizons from dividend yields.
The growth rate of output per worker converged across regions until the 1990s.
Tradable fishing quotas reduced overfishing and raised the value of the fishery.
Price caps on essential drugs led to shortages as suppliers left the market.
""",
}

# Which shop category is the product line from? Materials and features are shared on purpose:
# cables, batteries, LEDs, cotton, steel, kids, outdoor and waterproof turn up in several.
LISTING = {
    "electronics": """
USB-C to USB-C cable, 2 m braided, supports 100W fast charging and 10Gbps data.
Wireless earbuds with active noise cancelling, a transparency mode for when you need to hear traffic, sweat resistance for the gym and 30 hours total battery life with the charging case.
Portable power bank 20000mAh, charges two phones at once, fits in a jacket pocket.
27-inch 4K monitor with adjustable stand, HDMI and DisplayPort inputs.
Smart plug with energy monitoring, works with voice assistants, no hub required.
Bluetooth speaker, waterproof to IPX7, floats in the pool, 12h playtime.
Kids' tablet with parental controls and a shockproof foam case, 8 inch screen.
Mechanical keyboard with hot-swappable switches and RGB backlight.
Replacement laptop charger 65W, compatible with most models, 1.8m cable.
Dashcam front and rear, 1440p, night vision, parking mode.
Over-ear headphones, foldable, comes with a hard carrying case.
Wi-Fi 6 mesh router system, covers up to 5,000 sq ft, 3 pack.
Outdoor security camera, solar powered, two-way audio and motion alerts to your phone.
E-reader with glare-free screen and adjustable warm light, weeks of battery.
Slim external SSD 1TB, aluminium shell, read speeds up to 1050MB/s.
Universal remote control, learns up to 8 devices, backlit buttons.
Stainless steel smartwatch with heart-rate sensor and GPS, 5ATM water resistant.
Graphics card with 12GB memory, triple fan cooling, ray tracing support.
AA rechargeable batteries, pack of 8, pre-charged, 2800mAh.
HDMI switch 3 in 1 out, 4K at 60Hz, no power adapter needed.
Webcam 1080p with built-in privacy shutter and dual microphones.
Surge protector power strip, 6 outlets and 3 USB ports, 2m lead.
Mirrorless camera, body only, 24MP sensor, flip screen for vlogging.
Turntable with built-in preamp, plays 33 and 45 rpm, USB output for digitising vinyl.
Car phone mount with 15W wireless charging and auto clamping arms.
Smart doorbell with HD video, chime included, fits most door frames.
Portable projector, 200 inch image, streams from your phone, great for movie nights in the garden.
Ergonomic wireless mouse, silent clicks, rechargable via USB-C.
Gaming headset with detachable boom mic, works with PC and consoles.
Foldable solar charger panel, 28W, keeps phones and tablets topped up while camping.
Label printer that prints over Bluetooth from the app, thermal, no ink needed.
Soundbar with wireless subwoofer and Dolby Atmos, wall mount kit in the box.
Video baby monitor with night vision, room temperature display and lullabies.
Memory card 256GB, U3 speed class, for 4K recording in action cams.
Flat Ethernet cable, 15m.
Refurbished smartphone, unlocked to all networks, 128GB storage, battery health above 85%, grade A condition with only light marks on the frame, supplied with a cable but no charger in the box.
""",
    "clothing": """
Men's organic cotton crew neck T-shirt, relaxed fit, pre-shrunk.
Women's waterproof hiking jacket with taped seams, pit zips for venting on steep climbs, a helmet-compatible hood that packs into the collar and two chest pockets big enough for a map.
Kids' fleece-lined winter boots, easy hook-and-loop fastening, sizes 8 to 2.
High-waisted straight leg jeans in stretch denim, mid blue wash.
Merino wool base layer, long sleeve, odour resistant, great for skiing.
Linen summer dress with pockets and adjustable straps.
Heated gilet with three heat settings, battery pack not included.
Pack of 5 bamboo trainer socks, breathable and soft, UK size 4-7.
Steel toe cap safety boots, slip resistant sole, S3 rated.
Cable knit jumper in chunky wool, oversized fit.
Running shorts with inner liner and zip pocket for keys.
Unisex hoodie, 80% cotton 20% polyester, brushed inside.
Tailored wool-blend blazer, two buttons, fully lined.
Sports bra with medium support and removable pads.
Girls' party dress with sequin bodice and tulle skirt, ages 3-10.
Silk scarf with hand-rolled edges, 90 x 90 cm square.
Thermal leggings, fleece inside, high stretch, black.
Waxed cotton field coat with corduroy collar and plenty of pockets.
Boxer briefs, 3 pack, no ride-up legs, soft waistband.
Leather belt with brushed steel buckle, cut to fit.
Wide-brim sun hat, UPF 50+, packable, with a chin cord for windy days outdoors.
Pyjama set in brushed flannel, button-up top and drawstring trousers.
Swim shorts in quick-dry fabric with mesh lining.
Baby sleepsuit 2 pack, zip front, 100% cotton, 0-3 months.
Rain poncho for festivals, reusable, one size fits most adults.
Cashmere beanie, six colours.
Slim fit chinos with a bit of stretch, 32 inch leg.
Padded cycling shorts with reflective trim for evening rides.
Trainers with memory foam insole and a lightweight mesh upper.
School polo shirts, pack of 3, stain resistant, no ironing needed.
Denim dungarees, relaxed fit, adjustable straps, turn-up hems.
Light-up trainers for kids, LED soles flash with every step, USB rechargeable.
Maternity leggings with an over-bump waistband.
Puffer coat with recycled down-alternative filling and a water-repellent finish.
Wool walking socks, cushioned heel, size 9-11.
Floral blouse with puff sleeves, sheer fabric, wear it over a cami.
""",
    "kitchen": """
Stainless steel frying pan, 28cm, induction compatible, oven safe to 260°C.
Cast iron casserole dish with a chip-resistant enamel coating, 5.2 litre, works on every hob including induction, goes from oven to table, and comes with a lifetime guarantee against cracking.
Digital scale with tare function, weighs up to 5kg in 1g steps, batteries included.
Electric kettle, 1.7L, rapid boil, auto shut-off and a limescale filter.
Set of 3 chef's knives in German steel with a magnetic wall strip.
Cotton tea towels, pack of 4, highly absorbent, striped.
Silicone baking mats, non-stick, reusable, fits a half sheet tray.
Bamboo chopping board with juice groove and side handles.
Air fryer 5.5L with digital touchscreen and eight presets.
Glass food storage containers with locking lids, set of 10, microwave safe.
Manual burr coffee grinder, adjustable coarseness, ceramic burrs.
Non-stick saucepan set of three with glass lids.
Hand blender with whisk and chopper attachments, 800W.
Silicone spatulas, heat resistant to 230°C, dishwasher safe.
Spiralizer with three blades for courgette noodles.
Insulated steel water bottle, keeps drinks cold for 24 hours.
Measuring cups and spoons, 8 piece, with engraved markings.
Olive wood spoons, handmade.
Pressure cooker, 6 quart, with 12 one-touch programmes and delay timer.
Pasta machine with 9 thickness settings and a table clamp.
Rubber jar opener and grip pads, ideal for weak hands.
Dish drying rack with cutlery holder and drip tray.
Cake tin 20cm, loose base, springform, carbon steel.
Reusable beeswax food wraps, assorted sizes, cotton backing.
Oven gloves, double, padded cotton, heat resistant.
Ice cube trays with lids, silicone, 2 pack, easy release.
Box grater with four sides, stainless, with a catcher underneath.
Knife sharpener, 3 stage, for straight edges only.
Smart meat thermometer with wireless probe and app alerts, for roasts and the barbecue.
Mixing bowls nesting set with pouring spouts and non-slip bases.
Salt and pepper mills, acrylic, adjustable grind.
Teapot with removable infuser, 1 litre, heatproof glass.
Wok, carbon steel, 14 inch, flat bottom for electric hobs.
Lunch box with two compartments, leakproof, includes a spoon and fork.
Stand mixer 1000W, 5L bowl, dough hook, beater and whisk included.
Colander with fold-out handles that fit over most sinks.
""",
    "toys": """
Remote control car, 1:16 scale, rechargeable battery and 25 minutes run time.
Wooden train set, 50 pieces, compatible with major brands.
Plush bunny, super soft, suitable from birth, machine washable.
Building bricks space station, 720 pieces, ages 9+.
Wooden play kitchen with a pretend oven that opens, a sink with a swivel tap, clicking hob knobs and little hooks for the pots and pans, ideal for toddlers who love copying grown-ups.
Jigsaw puzzle, 1000 pieces, map of the world, poster included.
Dolls' house with furniture and a family of four figures.
Magnetic tiles, 60 piece set, builds cars, towers and castles.
Kids' walkie talkies, 3 km range, belt clip, batteries not included.
Sand and water table for the garden, with spade, funnel and lid.
Slime making kit with glitter, foam beads and activator.
Shape sorter cube with twelve chunky shapes for toddlers.
Dinosaur figures, set of 12, realistic detail, hand painted.
Screen-free coding robot for kids, programmed with picture cards.
Board game for the whole family, 2-6 players, 30 minutes a round.
Water pistol with 600ml tank, shoots up to 10 metres.
Kick scooter with light-up wheels, adjustable handlebar, folds flat.
Firefighter dress-up costume with helmet, jacket and toy axe.
Stacking rings in rainbow colours, BPA free.
Marble run with 80 pieces and glow-in-the-dark marbles.
Teddy bear with embroidered eyes, 40cm, stuffed with soft cotton.
Kite for beginners, easy to fly, comes with 50 m of line.
Xylophone with colour-coded keys and two mallets.
Play tool box with drill, hammer and chunky screws.
Paint-your-own pottery kit, 4 figurines and 6 paints.
Rubber duck bath set, 6 pieces, squeaks and floats.
Mini trampoline for indoor bouncing, handle bar, steel frame, for ages 3+.
Card game of quick reactions, suitable for ages 7 and up.
Pop-up play tent with a tunnel and ball pit, folds into a carry bag.
Talking parrot that repeats everything you say in a funny voice.
Science kit with 20 experiments: volcano, crystals and slime.
Action figure with 30 points of articulation and two swappable hands.
Push-along walker with activity panel, helps babies take first steps.
Glow-in-the-dark yo-yo, beginner friendly.
Spinning top battle set with launcher and arena.
Beginner's chess set with wooden pieces and a folding board.
""",
    "garden": """
Cordless hedge trimmer, 18V, 50cm dual-action blade that cuts branches up to 20mm thick, light enough to hold above your head, battery and fast charger included, shares batteries with our whole range.
Hose 30m with 7-pattern spray gun and wall bracket.
Solar fence lights, pack of 6, warm white LED, dusk to dawn.
Raised bed kit in untreated larch, 120 x 60 cm.
Pruning shears with bypass blades, carbon steel, soft grip.
Peat-free compost, 50 litre bag, for pots and borders.
Bird feeder station with four hooks and a water dish.
Galvanised steel watering can, 9 litre, removable rose.
Children's real gardening tools with metal heads and wooden handles, gloves included.
Electric lawn mower, 37cm cutting width, 40L grass box.
Wildflower seed mix for bees, covers 10 square metres.
Heavy duty weed membrane, 1m x 25m, lets water through.
Greenhouse shelving, powder-coated steel, four tiers.
Rattan bistro set, two chairs and a small table, weatherproof.
Copper tape to keep slugs off pots, 5 m roll.
Automatic irrigation timer, battery powered, fits standard outdoor taps.
Terracotta plant pots, set of 3, with drainage holes.
Patio heater, gas, 13kW, with wheels for easy moving.
Compost bin 330L, made from recycled plastic, with a hatch at the base.
Leaf blower and vacuum 3 in 1, 3000W, with a 45L collection bag.
Expanding willow trellis panels, 180cm.
Heavy cotton canvas apron with pockets for secateurs, twine and seed packets.
Daffodil bulbs, 50 mixed, for autumn planting.
Padded kneeler that flips over into a seat.
Pond pump with fountain heads, 2000 L/h.
Bamboo canes, 1.8m, pack of 25, for beans and tomatoes.
Outdoor extension cable reel, 25m, IP44 sockets, for mowers and hedge trimmers.
Strawberry planter tower with five tiers.
Wooden hedgehog house with a tunnel entrance to keep out predators.
Liquid tomato feed, 1L, makes 100 litres.
Fire pit bowl, steel, 60cm, with spark guard and poker.
Parasol 2.7m with crank handle and tilt, UV protective fabric.
Moss killer for lawns, 3 in 1, feeds and weeds.
Puncture-proof wheelbarrow, 85 litres.
Evergreen ground-cover shrubs in 9cm pots, 5 plants.
Robot mower with boundary wire, app control and rain sensor.
""",
}

SETS = {"rsvp": RSVP, "science": SCIENCE, "listing": LISTING}
