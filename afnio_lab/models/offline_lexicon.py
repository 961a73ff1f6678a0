"""General English word lists: the offline learner's prior knowledge.

Function words (:data:`STOP_WORDS`: never cues, never labels), and common words of praise and
complaint, written for no particular data set. The learner asks less evidence before it makes
one of the latter a cue of the matching polarity label ("positive"/"negative"); any other
word needs stronger evidence. Forward answers without taught cues still use the small word
lists of :mod:`afnio_lab.models.offline_rules`.
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


# English function words: never cues (they carry no topic or polarity of their own).
STOP_WORDS = word_set(
    """
    a about above after again against all also am an and any are aren't as at be because
    been before being below between both but by can can't cannot could couldn't did didn't
    do does doesn't doing don't down during each either else even ever every few for from
    further get got had hadn't has hasn't have haven't having he her here hers herself him
    himself his how however i i'm i've i'd if in into is isn't it it's its itself just let
    me more most much must my myself neither nor now of off on once only or other our ours
    ourselves out over own per same shall she should shouldn't so some such than that
    that's the their theirs them themselves then there there's these they they're this
    those though through thus to too under until up upon us very via was wasn't we we're
    we've were weren't what when where whether which while who whom whose why will with
    within without would wouldn't yet you you're you've your yours yourself yourselves one
    two three four five six seven eight nine ten also many may might since still therefore
    hi hello dear regards sincerely thanks won't can't i'll you'll we'll they'll it'll he's
    she's let's who's what's here's ain't shan't needn't mustn't mightn't you'd we'd they'd
    he'd she'd it'd
    """
)


def prior(word: str) -> str | None:
    """ "positive", "negative" or None: the polarity general English gives ``word``."""
    return "positive" if word in POSITIVE else "negative" if word in NEGATIVE else None
