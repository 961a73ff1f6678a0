"""Reading a conversation as a pipeline sends it: which lines of a user message instruct and
which are the input, and few-shot turns as worked examples."""

from __future__ import annotations

import pytest

from afnio_lab.models import offline_conversation as conversation
from afnio_lab.models.offline import offline_reply


def labels_of(*turns: tuple[str, str]) -> list[str] | None:
    task = conversation.conversation_task(turns)
    return None if task is None else task.labels


def test_the_first_line_of_an_input_names_no_labels() -> None:
    """The instructions include the user message's first line (a template may state the task
    there); an input that is a list of short phrases is still no list of answers."""
    for system in ("Classify the email.", "Which kind of email is this?"):
        turns = [("system", system), ("user", "Cheap pills, limited offer, click now")]
        assert conversation.conversation_task(turns) is None


@pytest.mark.parametrize(
    ("system", "first_line", "labels"),
    [
        ("Classify the recipe as easy, medium or hard.", "Ingredients: flour, eggs, milk", None),
        ("Classify the sentiment of the review.", "Pros: battery, screen, price", None),
        ("Classify the sentiment of the blog post.", "Categories: travel, food, family", None),
        ("Classify the email's topic: billing or support.", "Attendees: Ann, Bob, Carol", None),
        ("Decide which department should handle it.", "Departments: Sales, Support, Billing", 3),
        ("Put the issue in a category.", "Issue categories: Bug, Feature, Question", 3),
    ],
)
def test_an_input_opening_with_a_list_keeps_the_task_s_labels(
    system: str, first_line: str, labels: int | None
) -> None:
    """After a system prompt that states the task, the user message's first line names its
    answers only if it states a task too or names its list as the task does ("which
    department", then "Departments: …"); otherwise it is the input's own list."""
    turns = [("system", system), ("user", f"{first_line}\nWhisk it, then fry it thin.")]
    task = conversation.conversation_task(turns)
    assert task is not None
    items = {w.strip() for w in first_line.split(":")[1].split(",")}
    if labels is None:
        assert not items & set(task.labels), task.labels
    else:
        assert sorted(task.labels) == sorted(items)


PERSONA = ("system", "You are a helpful assistant.")


@pytest.mark.parametrize(
    ("user", "labels"),
    [
        # the task after the input
        (
            "Order 1182 arrived with a cracked lid.\n\n"
            "Is this complaint about billing or delivery? Answer billing or delivery.",
            ["billing", "delivery"],
        ),
        # a heading names the answers, the list below it
        (
            "## Task\nSort the bug report into one of the labels below.\n\n"
            "## Labels\nCRASH, SLOW, VISUAL\n\n## Report\nThe app freezes for ten seconds.",
            ["CRASH", "SLOW", "VISUAL"],
        ),
        # an instruction ending in ":" leads its list
        (
            "Tell me how urgent the note is. Choose one:\n- low\n- high\n\nNote: server on fire",
            ["low", "high"],
        ),
        # an instruction after a reading clause
        (
            "## Instructions\nRead the request and classify it as one of `keep`, `lend`.\n\n"
            "## Request\nThe gallery asks to borrow the psalter for a year.",
            ["keep", "lend"],
        ),
        # "Choices:" after a task on another line
        (
            "Classify the sentence for the fact-checkers.\nChoices: CHECKABLE, OPINION\n"
            "Sentence: Rents rose by 4% last year.",
            ["CHECKABLE", "OPINION"],
        ),
    ],
)
def test_a_user_template_states_its_task_on_any_line(user: str, labels: list[str]) -> None:
    assert labels_of(PERSONA, ("user", user)) == labels


@pytest.mark.parametrize(
    "user",
    [
        # a question of the input, after a task that is no classification
        "Translate into Spanish:\n\nShall we take the bus or walk? And is it far, or is it close?",
        # quoted material to explain
        'Explain this rule simply:\n\n"Guests may stay until ten, or until eleven at weekends."',
        # a question of the input that mentions alternatives, under the task's line
        "Summarise the thread.\nTenant: Is it a lease or a licence? Which one is it?",
    ],
)
def test_an_input_s_questions_and_quotes_name_no_answers(user: str) -> None:
    assert labels_of(PERSONA, ("user", user)) is None


def test_a_system_prompt_setting_another_task_makes_the_user_message_its_input() -> None:
    """After "List every change …" the user message is the text to work on: its "either …
    or …" and its lists are what the reviewer wrote, no answers to choose from."""
    turns = [
        ("system", "List every change the reviewer asks for, one per line."),
        ("user", "Please either cut the second table or explain it. Label the axes: x, y."),
    ]
    assert labels_of(*turns) is None


def test_few_shot_turns_give_the_answers_and_hints() -> None:
    """A user turn answered by a short assistant turn is a worked example: its answer is a
    label, and its words hint at that label for the next input."""
    turns = [
        ("system", "Name the product each ticket is about, as in the examples."),
        ("user", "My spreadsheet formulas vanished after saving."),
        ("assistant", "Sheets"),
        ("user", "The slideshow will not play the embedded video."),
        ("assistant", "Slides"),
        ("user", "Saving the spreadsheet as CSV drops the second tab."),
    ]
    assert labels_of(*turns) == ["Sheets", "Slides"]
    reply = offline_reply([{"role": role, "content": text} for role, text in turns])
    assert reply == "Sheets"


def test_an_answer_a_worked_example_gives_joins_the_list() -> None:
    """A list read short ("support" taken for a word of the task) still gets an answer the
    examples use: a worked example's answer is an answer."""
    turns = [
        ("system", "For each claim/reply pair answer support, neutral, or refute."),
        ("user", "Claim: tea is hot. Reply: it was served boiling."),
        ("assistant", "support"),
        ("user", "Claim: the shop opens at 9. Reply: it opens at noon."),
        ("assistant", "refute"),
        ("user", "Claim: the bus is late. Reply: I took the train."),
    ]
    assert sorted(labels_of(*turns) or []) == ["neutral", "refute", "support"]


def test_worked_answers_that_are_no_labels_make_no_task() -> None:
    """Few-shot turns that compute an answer (a date, a number) are no classification."""
    turns = [
        ("system", "Write the date in each message as YYYY-MM-DD."),
        ("user", "We met on 2 May 2021."),
        ("assistant", "2021-05-02"),
        ("user", "It opened on 9 June 1990."),
        ("assistant", "1990-06-09"),
        ("user", "The lease ends on 1 July 2030."),
    ]
    assert labels_of(*turns) is None


def test_a_chat_s_assistant_turns_are_no_instructions() -> None:
    """In a chat, what the assistant said before (offering choices) is history, not a task."""
    turns = [
        ("system", "You are the narrator of a text adventure."),
        ("user", "I enter the hall."),
        ("assistant", "Three doors face you: red, green or blue. Which one do you open?"),
        ("user", "I open the red one and step through."),
    ]
    assert labels_of(*turns) is None
