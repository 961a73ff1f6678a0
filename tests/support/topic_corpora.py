"""Small generated data sets of natural-ish texts in domains other than sentiment, for tests
of the offline learner on sparse multi-label data (none of them is tuned on).

Each label has a pool of topic words; a text fills one of the domain's sentence frames with
one or two words of its label and common filler, so a topic word occurs in only a few texts
of its label (as headline words do), and the frames' words occur under every label.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


def _words(text: str) -> list[str]:
    return text.split()


@dataclass(frozen=True)
class Domain:
    prompt: str
    template: str  # holds {text}
    labels: list[str]
    topics: dict[str, list[str]]  # label -> topic words (nouns fitting the frames)
    frames: list[str]  # with {a} and {b}: topic words of the text's label


SHOP = Domain(
    prompt="Sort the shopper's question into one of: electronics, clothing, kitchen, garden, toys.",
    template="A shopper sent us a question about a product.\n\nShopper question: {text}",
    labels=["electronics", "clothing", "kitchen", "garden", "toys"],
    topics={
        "electronics": _words(
            "laptop charger headphones monitor keyboard router tablet speaker "
            "battery camera printer cable"
        ),
        "clothing": _words(
            "jacket sweater jeans dress scarf sneakers boots shirt coat gloves trousers hoodie"
        ),
        "kitchen": _words(
            "kettle blender saucepan toaster skillet cutlery mixer teapot oven "
            "spatula colander knives"
        ),
        "garden": _words(
            "lawnmower hose shovel seeds planter trellis compost rake wheelbarrow "
            "sprinkler fertilizer hedge"
        ),
        "toys": _words(
            "puzzle doll lego kite teddy rattle marbles yo-yo dollhouse skateboard crayons blocks"
        ),
    },
    frames=[
        "Is the {a} still in stock, and does it come with a {b}?",
        "I ordered a {a} last week but the {b} was missing from the box.",
        "Can you tell me whether the {a} fits with the {b} I bought from you?",
        "My {a} arrived damaged, could you send a new one?",
        "Do you sell a cheaper {a} than the one on your website?",
        "How long does delivery take for the {a} and the {b}?",
        "Which {a} would you recommend for a beginner?",
        "I want to return the {a} because it is not what I expected.",
        "Could I pay for the {a} in two parts?",
        "The {a} looks different from the picture, is there a {b} version?",
    ],
)

HOTEL = Domain(
    prompt="Route the guest request to the right team: housekeeping, dining, billing, "
    "transport, maintenance or concierge.",
    template="A guest contacted the front desk.\nGuest request: {text}",
    labels=["housekeeping", "dining", "billing", "transport", "maintenance", "concierge"],
    topics={
        "housekeeping": _words(
            "towels pillows sheets blanket linen hangers toiletries vacuuming bathrobe duvet"
        ),
        "dining": _words(
            "breakfast menu dinner buffet omelette vegetarian wine dessert brunch sandwich"
        ),
        "billing": _words(
            "invoice receipt deposit refund charge payment surcharge minibar creditcard folio"
        ),
        "transport": _words("taxi shuttle airport parking train chauffeur luggage cab ferry valet"),
        "maintenance": _words(
            "faucet radiator heater lightbulb toilet shower thermostat leak socket aircon"
        ),
        "concierge": _words(
            "museum tickets theatre tour excursion sightseeing gallery concert "
            "itinerary reservation"
        ),
    },
    frames=[
        "Could someone help us with the {a} in room 214 this evening?",
        "We would like to ask about the {a} and the {b} tomorrow.",
        "Hello, there is an issue with the {a}, please help.",
        "Is it possible to arrange the {a} before noon?",
        "My husband asked me to check on the {a} again.",
        "We are still waiting for the {a} we asked about this morning.",
        "Can the {a} be sorted out before we leave on Friday?",
        "I wanted to ask whether the {a} and {b} are included in our stay.",
        "Please let us know about the {a} as soon as you can.",
    ],
)

LAB = Domain(
    prompt="Which field is this research summary from: biology, physics, chemistry or geology?",
    template="Here is a summary submitted to our journal.\nSummary: {text}",
    labels=["biology", "physics", "chemistry", "geology"],
    topics={
        "biology": _words(
            "protein cells genome enzyme bacteria species mitochondria neurons embryo tissue"
        ),
        "physics": _words(
            "photons quantum laser magnetic particle momentum gravity plasma "
            "superconductor wavelength"
        ),
        "chemistry": _words(
            "catalyst polymer solvent molecule reaction oxidation compound synthesis acid crystal"
        ),
        "geology": _words(
            "sediment volcano rock earthquake mineral erosion basalt tectonic glacier fossil"
        ),
    },
    frames=[
        "We measured how the {a} changes over time and compared it with the {b}.",
        "This study examines the {a} under controlled conditions.",
        "Our results show a new model of the {a} that explains earlier data.",
        "We report the first observation of the {a} in a large sample.",
        "The authors propose a method to study the {a} and the {b} together.",
        "Using new instruments, the team estimated the {a} with high precision.",
        "Findings suggest the {a} plays a larger role than expected.",
        "A review of recent work on the {a}, with open questions.",
    ],
)

DOMAINS = {"shop": SHOP, "hotel": HOTEL, "lab": LAB}


def generate(
    domain: Domain, seed: int, train: int = 110, test: int = 100
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """``(train, test)`` rows ``(text, label)``, the labels unevenly spread (as in real data)."""
    rng = random.Random(seed)
    weights = [1.0 + 0.6 * rng.random() for _ in domain.labels]

    def one() -> tuple[str, str]:
        (label,) = rng.choices(domain.labels, weights=weights)
        frame = rng.choice(domain.frames)
        a, b = rng.sample(domain.topics[label], 2)
        return frame.format(a=a, b=b), label

    return [one() for _ in range(train)], [one() for _ in range(test)]
