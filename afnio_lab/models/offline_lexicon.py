"""A general English polarity lexicon: the offline learner's prior knowledge.

Common words of praise and complaint, written for no particular data set. The learner asks
less evidence before it makes one of these words a cue of the matching polarity label
("positive"/"negative"); any other word needs stronger evidence. Forward answers without
taught cues still use the small word lists of :mod:`afnio_lab.models.offline_rules`.
"""

from __future__ import annotations


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` (long word lists stay readable)."""
    return frozenset(text.split())


POSITIVE = word_set(
    """
    good great excellent amazing wonderful fantastic superb outstanding brilliant awesome
    terrific marvelous magnificent splendid fabulous exceptional remarkable impressive
    impressed delightful delighted pleasant pleased pleasure happy glad joy joyful love
    loved loves lovely like liked enjoy enjoyed enjoyable fun beautiful gorgeous perfect
    perfectly best better nice fine favorite favourite recommend recommended satisfied
    satisfying grateful thankful thank appreciate appreciated appreciative appreciation
    admire praise commend commendable exemplary stellar top-notch first-rate flawless
    smooth smoothly efficient effective reliable helpful friendly kind courteous polite
    warm attentive prompt quick swift timely professional professionalism thorough
    thoroughly thoughtful considerate generous excited exciting thrilled thrilling
    fascinating charming elegant comfortable convenient valuable worthwhile rewarding
    success successful win winning positive optimistic hopeful confident proud trust
    trusted praiseworthy masterpiece gem heartwarming touching moving uplifting inspiring
    inspired refreshing stunning captivating engaging entertaining hilarious witty clever
    smart insightful truly highly glowing
    """
)

NEGATIVE = word_set(
    """
    bad terrible awful horrible dreadful poor worse worst disappointing disappointed
    disappointment dissatisfied unsatisfied unhappy sad upset angry annoyed annoying
    irritated irritating frustrated frustrating frustration furious outraged unacceptable
    hate hated hates dislike disliked boring bored dull tedious mediocre lousy pathetic
    useless worthless waste wasted broken fail failed failure failing fault faulty
    defective problem problems complaint complain complained worried worry worrying
    unreliable unprofessional rude careless negligent sloppy slow delay delayed delays late
    inconvenient inconvenience ignored unresolved unanswered mess messy dirty filthy
    disgusting nasty ugly painful regret regrettable unfortunately unfortunate stressful
    inadequate insufficient lacking lack confusing confused misleading dishonest overpriced
    disheartened dismayed appalled shocking shocked horrendous atrocious abysmal weak
    flawed clumsy predictable pointless stupid ridiculous silly lame cheap
    """
)


def prior(word: str) -> str | None:
    """ "positive", "negative" or None: the polarity general English gives ``word``."""
    return "positive" if word in POSITIVE else "negative" if word in NEGATIVE else None
