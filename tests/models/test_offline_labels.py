"""Labels read from a prompt's wording (afnio_lab.models.offline_labels, through the
learner's read_task): the answers a prompt asks for, in the wordings people write, and no
task read into a prompt that asks for none."""

from __future__ import annotations

import pytest

from afnio_lab.models import offline_learner as learner


@pytest.mark.parametrize(
    ("prompt", "labels"),
    [
        ("Is the review positive or negative overall?", ["positive", "negative"]),
        (
            "Decide whether the book is fiction or non-fiction: answer fiction or nonfiction.",
            ["fiction", "nonfiction"],
        ),
        (
            "Decide whether the message is a request, a complaint or a thank-you: answer "
            "request, complaint or thanks.",
            ["request", "complaint", "thanks"],
        ),
        (
            "Classify it as positive, negative or neutral sentiment.",
            ["positive", "negative", "neutral"],
        ),
        (
            "Read the provided message and determine the sentiment.",
            ["positive", "negative", "neutral"],
        ),
        (
            "What is the sentiment? Positive, negative, or neutral.",
            ["positive", "negative", "neutral"],
        ),
        (
            "Categorize the article as sports, politics, tech or other.",
            ["sports", "politics", "tech", "other"],
        ),
        ("Decide if the sentence is formal or informal in tone.", ["formal", "informal"]),
        (
            "Classify the intent. The options are: greeting, goodbye, question.",
            ["greeting", "goodbye", "question"],
        ),
        (
            "Sort the review into one of three categories - good, bad, mixed.",
            ["good", "bad", "mixed"],
        ),
        ("Is the review mostly positive or mostly negative?", ["positive", "negative"]),
        (
            "Answer with exactly one word, either relevant or irrelevant.",
            ["relevant", "irrelevant"],
        ),
        (
            "Classify it as a hardware issue, a software issue or a network issue.",
            ["hardware", "software", "network"],
        ),
        ("Label each ticket as bug, feature or question.", ["bug", "feature", "question"]),
        ("Classify the urgency: low, medium or high priority.", ["low", "medium", "high"]),
        ("Triage the email as urgent, routine or spam.", ["urgent", "routine", "spam"]),
        ("Route the request to sales, support or legal.", ["sales", "support", "legal"]),
        ("Tell me if the tweet is happy, sad or angry.", ["happy", "sad", "angry"]),
        ("Given a movie review, output positive or negative.", ["positive", "negative"]),
        ("Choose between positive and negative.", ["positive", "negative"]),
        ("Respond with exactly one of urgent/routine/spam.", ["urgent", "routine", "spam"]),
        ("Possible answers: urgent | routine | spam", ["urgent", "routine", "spam"]),
        ("Is this email Spam or Not spam?", ["Spam", "Not spam"]),
        (
            "Classify the ticket as 'billing issue', 'tech issue' or 'spam'.",
            ["billing issue", "tech issue", "spam"],
        ),
        ("Label it 'needs reply' or 'no reply'.", ["needs reply", "no reply"]),
        (
            'Triage the email as an "urgent issue", a "routine issue" or a "spam issue".',
            ["urgent issue", "routine issue", "spam issue"],
        ),
        ("Is it 'yes or no'?", ["yes", "no"]),
        (
            "Classify the ticket as billing issue, tech issue or spam.",
            ["billing issue", "tech issue", "spam"],
        ),
        (
            "Categories: billing, technical support, account access, or other.",
            ["billing", "technical support", "account access", "other"],
        ),
        ("Rate the priority as low, medium or high priority.", ["low", "medium", "high"]),
        (
            "Decide if the claim is true or false based on the text. Answer True or False.",
            ["True", "False"],
        ),
        (
            "Predict satisfaction as one of: very unhappy, unhappy, neutral, happy, very happy.",
            ["very unhappy", "unhappy", "neutral", "happy", "very happy"],
        ),
        ("Read the essay and give it a grade: A, B, C or F.", ["A", "B", "C", "F"]),
        (
            'Reply with "A" if the claim is supported, "B" if it is refuted, and "C" if neither.',
            ["A", "B", "C"],
        ),
        (
            "Which emotion fits the tweet?\nA. Joy\nB. Anger\nC. Fear\nReply with the letter.",
            ["A", "B", "C"],
        ),
        (
            "Which emotion fits the tweet?\n(A) Joy\n(B) Anger\n(C) Fear\nAnswer with the word.",
            ["Joy", "Anger", "Fear"],
        ),
        (
            "Assign one of these levels:\n\nHIGH — act today\nLOW — can wait\n\nReply with the level.",
            ["HIGH", "LOW"],
        ),
        (
            "Which intent is it?\n- turn_on\n- turn_off\n- **set_timer**",
            ["turn_on", "turn_off", "set_timer"],
        ),
        ("Say which aspect the review is about: UI, speed, or price.", ["UI", "speed", "price"]),
        ("Is the snippet written in C++, Rust or Go?", ["C++", "Rust", "Go"]),
        (
            "How severe is it? Choose: S1 (outage), S2 (degraded), S3 (cosmetic).",
            ["S1", "S2", "S3"],
        ),
        (
            "If the text names a person, answer PII. If it does not, answer CLEAN.",
            ["PII", "CLEAN"],
        ),
        (
            "Route the query to billing, returns or delivery. If none apply, say 'other'.",
            ["billing", "returns", "delivery", "other"],
        ),
        (
            "Classify the stance toward the plan: favor, against, or none.",
            ["favor", "against", "none"],
        ),
        (
            "Classify the severity of the log line. DEBUG, INFO, WARN, ERROR.",
            ["DEBUG", "INFO", "WARN", "ERROR"],
        ),
        ("Rate the urgency of this IT ticket: low / medium / high.", ["low", "medium", "high"]),
        (
            "Are they paraphrases? Answer: paraphrase | not_paraphrase",
            ["paraphrase", "not_paraphrase"],
        ),
        ("Answer the research question with yes, no, or maybe.", ["yes", "no", "maybe"]),
        (
            "Reply `toxic` if the comment has insults, slurs or threats, otherwise reply `clean`.",
            ["toxic", "clean"],
        ),
        (
            "Flag the payment as FRAUD or LEGIT. Consider the amount, merchant category and place.",
            ["FRAUD", "LEGIT"],
        ),
        (
            "Rate the hotel. Answer with one of: 1 star, 2 stars, 3 stars.",
            ["1 star", "2 stars", "3 stars"],
        ),
        (
            "If it is about a delivery, answer shipping. If it is about money, answer payment. "
            "Anything else: general.",
            ["shipping", "payment", "general"],
        ),
        ("Reply with one tag: [URGENT], [NORMAL], [LOW].", ["URGENT", "NORMAL", "LOW"]),
        ("Classify the words as nouns or verbs.", ["nouns", "verbs"]),
        (
            "Pick the shop category: Home and Garden, Toys, Health and Beauty, or Books.",
            ["Home and Garden", "Toys", "Health and Beauty", "Books"],
        ),
        (
            "Classify the review as positive, negative or neutral and explain why.",
            ["positive", "negative", "neutral"],
        ),
        ("Classify the document as **relevant** or **irrelevant**.", ["relevant", "irrelevant"]),
        (
            "Classify the review as positive or negative.\nNotes:\n- sarcasm\n- irony\n- emoji",
            ["positive", "negative"],
        ),
        ("Is the customer happy? Reply with Yes or No only.", ["Yes", "No"]),
        (
            "What kind of request is this? Options are refund, exchange, repair.",
            ["refund", "exchange", "repair"],
        ),
        (
            "Pick the best category for the product from: Electronics; Clothing; Home; Toys.",
            ["Electronics", "Clothing", "Home", "Toys"],
        ),
        (
            "Classify each news headline into World, Sports, Business or Sci/Tech.",
            ["World", "Sports", "Business", "Sci/Tech"],
        ),
        ("Return 'yes' if the email is spam, otherwise 'no'.", ["yes", "no"]),
        ("Answer 1 if the review is positive and 0 if it is negative.", ["1", "0"]),
        ("If the text is about sport answer sport, otherwise answer other.", ["sport", "other"]),
        (
            "Output 'relevant' when the document answers the query and 'irrelevant' otherwise.",
            ["relevant", "irrelevant"],
        ),
        (
            "Given a customer message, predict its department (sales, support, billing).",
            ["sales", "support", "billing"],
        ),
        (
            "Decide whether the review is about the product itself or about the seller "
            "(delivery, packaging, refunds, customer service): answer product or seller.",
            ["product", "seller"],
        ),
        (
            "Decide what the caller needs: answer refund (money back for a fault), repair (fix "
            "it, replace a part or service it) or advice (how to use it).",
            ["refund", "repair", "advice"],
        ),
        (
            "Decide whether the email is a claim (the writer wants a broken kettle repaired, "
            "replaced or refunded) or an enquiry (the writer asks something): answer claim or "
            "enquiry.",
            ["claim", "enquiry"],
        ),
        (
            "Sort the call: answer refund (money back), repair (fix it) or advice (how to use "
            "it); when no cue applies, answer advice.",
            ["refund", "repair", "advice"],
        ),
        (
            "Tag the post as lost (an owner looking for a pet), found (someone has the pet, "
            "safe and well) or sighting.",
            ["lost", "found", "sighting"],
        ),
        (
            "Name the language this tweet is written in: English, French or German.",
            ["English", "French", "German"],
        ),
        (
            "Your job is to assign it a priority: low, medium, or high.",
            ["low", "medium", "high"],
        ),
        (
            "Classify the ticket into one of these categories:\n- billing\n- technical\n- account",
            ["billing", "technical", "account"],
        ),
        (
            "Categories:\n\n1. **Billing**: invoices, refunds or charges\n"
            "2. **Technical** - the app crashes or is slow\n3. **Account** (login, password)\n\n"
            "Answer with the category only.",
            ["Billing", "Technical", "Account"],
        ),
        ("Answer yes, no or no answer.", ["yes", "no", "no answer"]),
        ("Rate the review with 1, 2 or 3 stars.", ["1", "2", "3"]),
        ("Rate the review from 1 to 5.", ["1", "2", "3", "4", "5"]),
        ("Score the essay on a scale of 1-4.", ["1", "2", "3", "4"]),
        ('Your answer must be either "Agree" or "Disagree", nothing else.', ["Agree", "Disagree"]),
        (
            "Which topic is it? Return one of weather|traffic|news and nothing else.",
            ["weather", "traffic", "news"],
        ),
        ("Possible outputs: `REFUND`, `REPLACE`, `NO_ACTION`.", ["REFUND", "REPLACE", "NO_ACTION"]),
        (
            "What does the review mainly discuss — food, service, or price?",
            ["food", "service", "price"],
        ),
        (
            "Answer with true if the text supports the claim, false if it contradicts it, and "
            "unknown if it does not say.",
            ["true", "false", "unknown"],
        ),
        (
            "Sort the email into one of the following; Work; Personal; Social",
            ["Work", "Personal", "Social"],
        ),
        (
            "Classify the message into a department.\nDepartments: Sales, Support, Legal\n"
            "Answer like this: `Department: <name>`",
            ["Sales", "Support", "Legal"],
        ),
        (
            "You tag each bug with the layer it is in. Layers: Frontend, Backend, Database.",
            ["Frontend", "Backend", "Database"],
        ),
        (
            "Identify the claim type from the email.\nClaim type: AUTO / HOME / LIFE",
            ["AUTO", "HOME", "LIFE"],
        ),
        (
            "Classify the loan request as one of approve, approve_with_conditions, decline.",
            ["approve", "approve_with_conditions", "decline"],
        ),
        ("Decision (pick one): accept, decline, refer", ["accept", "decline", "refer"]),
        (
            "Sort the complaint into one of these buckets:\n'Late delivery', 'Wrong item', 'Other'",
            ["Late delivery", "Wrong item", "Other"],
        ),
        (
            "Which subject does it belong to?\nMaths, Physics, Chemistry",
            ["Maths", "Physics", "Chemistry"],
        ),
        (
            "Classify the chat message by intent.\n\n**greeting**: the user says hello\n"
            "**order_status**: the user asks where their order is\n\nAnswer with the bold name.",
            ["greeting", "order_status"],
        ),
        (
            "Decide the register of the message.\nOptions: (a) Formal (b) Informal (c) Neutral",
            ["Formal", "Informal", "Neutral"],
        ),
        (
            "Score the answer using the rubric.\n\n0 — no attempt\n1 — major errors\n"
            "2 — fully correct\n\nOutput the score only.",
            ["0", "1", "2"],
        ),
        (
            "Grade the short essay using the school's letter grades: A, B, C, D, or F.",
            ["A", "B", "C", "D", "F"],
        ),
        ("Does this email need a reply from me? y/n", ["y", "n"]),
        ("Is this log line an ERROR, WARNING or DEBUG message?", ["ERROR", "WARNING", "DEBUG"]),
        (
            'Rate the difficulty. Output JSON only: {"difficulty": "easy|medium|hard"}',
            ["easy", "medium", "hard"],
        ),
        (
            'Is the email spam? Respond in JSON: {"label": "spam"} or {"label": "ham"}.',
            ["spam", "ham"],
        ),
        (
            "Given a premise and a hypothesis, output the relation: entailment / neutral / "
            "contradiction",
            ["entailment", "neutral", "contradiction"],
        ),
        ("Sentiment analysis.\nAnswer: [positive/negative]", ["positive", "negative"]),
        ("Triage the email.\nLabels: [URGENT], [NOT URGENT]", ["URGENT", "NOT URGENT"]),
        ("Classify the tweet. Choose among positive and negative.", ["positive", "negative"]),
        (
            "Where was the photo taken?\n(a) indoor (b) outdoor (c) can't tell\nReply with the letter.",
            ["a", "b", "c"],
        ),
        (
            'Is the input a question? Respond with {"q": true} or {"q": false}.',
            ["true", "false"],
        ),
        (
            "Assign the listing to a department:\n- Home\n  - Furniture\n  - Kitchen\n- Garden\n"
            "  - Tools\nReply with the top-level department only.",
            ["Home", "Garden"],
        ),
        (
            'Route the ticket. Reply with {"category": "hardware" | "software", "confidence": 0.5}',
            ["hardware", "software"],
        ),
        (
            "Issue categories:\nbug: something is broken\nquestion: the reporter needs help\n"
            "duplicate: already reported\n\nReturn the category of the issue below.",
            ["bug", "question", "duplicate"],
        ),
    ],
)
def test_labels_are_read_around_the_words_that_surround_them(prompt: str, labels: list) -> None:
    """Labels are found among the words a student writes around them: a word after the last
    label ("overall", "in tone") or before the first ("exactly one word, either"), words every
    label shares ("mostly", "issue"); where a prompt names its labels twice, the answers it
    asks for ("answer … or nonfiction") win."""
    task = learner.read_task(prompt)
    assert task is not None and task.labels == labels


@pytest.mark.parametrize(
    "prompt",
    [
        "Answer in capital letters.",
        "Answer with one word and end with '!'.",
        "Summarize the text in one or two sentences.",
        "Answer in capital letters and/or with no punctuation.",
        "Rate limits and retries are handled for you.",
        "Output the answer in JSON or YAML.",
        "Choose your words carefully and be kind and clear.",
        "Mark up the text with bold and italics.",
        "Sort the numbers in ascending or descending order.",
        "Reply with 2 or 3 sentences.",
        "Answer in 2 or 3 words.",
        "Keep in mind:\n- tone\n- length\n- clarity",
        "The shop sells fruit (apples, pears, plums).",
        "Read the report and decide if it is complete, then summarise it.",
        "As an assistant for a bank, determine if the text is polite. Then rewrite it.",
        "Extract the signing date. If no date is given, reply N/A.",
        'Reply in JSON with the fields "title", "author" and "year".',
        "Write a slogan. Do not use the words 'cheap', 'free' or 'click'.",
        "Summarise the text.\nGuidelines:\n- concise\n- polite\n- neutral",
        "Answer in English if the question is in English, otherwise in French.",
        "Answer the question if you can, otherwise say so.",
        "Summarise the text.\n- Be concise.\n- Use plain words.",
        "Write the reply. The reply should be either formal or casual in tone.",
        "Convert the table. Your output should be either JSON or YAML.",
        "Answer yes if it rains, then check if it is cold.",
        "Classify the review.\nOutput format:\nLabel: one word\nReason: a sentence",
        "Summarise the ticket.\nTone: friendly\nLength: short",
        "Summarise the claim for the adjuster.\nClaim type: AUTO / HOME / LIFE",
        "Classify the email.\nTone: formal, friendly or curt",
        "Can you explain the difference between renting and buying a flat?",
        "Extract the following fields from the label as JSON: title, artist, year.",
        "I like both offers, which makes choosing one or the other hard. What should I ask?",
        'Extract the person. Return {"name": "Alice", "city": "Paris"}',
        "You are a maths tutor. Topics you may cover: algebra, geometry, statistics.",
        "You are a maths tutor.\nTopics you cover:\n- Algebra\n- Geometry\n- Statistics",
        "Rewrite the user's email in the tone they choose: formal, friendly, or persuasive.",
        "You are a debate coach. The user will tell you which side they are on: pro or con.",
    ],
)
def test_a_prompt_naming_no_labels_is_no_classification_task(prompt: str) -> None:
    """Format lessons stay format lessons: no list of alternatives, no task."""
    assert learner.read_task(prompt) is None
