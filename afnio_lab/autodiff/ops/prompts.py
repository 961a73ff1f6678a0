"""afnio_lab's own prompts for backward, the LM judge and the TGD optimizer.

Every text is a module-level constant: assign a new string to change it (e.g.
``afnio_lab.autodiff.ops.prompts.FEEDBACK_SYSTEM_PROMPT = "..."``); the ops read them at call
time. The tagged sections they frame (``<VARIABLE>``, ``<RESPONSE>``, ``<CURRENT_VALUE>``…)
are defined in :mod:`afnio_lab.models.protocol`, which the offline model parses, so keep
those tags if you want the offline model to keep working.
"""

from __future__ import annotations

from afnio_lab.models import protocol as p

#: Role of a ChatCompletion output Variable.
CHAT_COMPLETION_OUTPUT_ROLE = "response to the input messages"

FEEDBACK_SYSTEM_PROMPT = (
    "You are the critic in a system that improves text through natural-language feedback, "
    "the way gradients improve the numbers of a neural network. You see the conversation "
    "that was sent to a language model. Some parts of it are marked as <VARIABLE> sections, "
    "each with an index and a role: those are the texts the system can change. You also see "
    "the model's <RESPONSE> and the <RESPONSE_FEEDBACK> it received. For each marked "
    "variable, explain concretely how that variable should change so that the response "
    "would address the feedback. Do not rewrite the variables; give targeted, actionable "
    "criticism, and say so when a variable is not the problem. Reply with JSON only: "
    '{"feedback": ["<feedback for variable 1>", "<feedback for variable 2>", ...]}, with '
    "exactly one string per marked variable, in index order."
)

EVALUATOR_FEEDBACK_SYSTEM_PROMPT = (
    "You are the critic in a system that improves text through natural-language feedback. "
    "An evaluator compared a <PREDICTION> with a <TARGET> (when there is one) and wrote the "
    "<EVALUATION> below. Explain concretely how the prediction should change to score "
    "better: name what is wrong and what it should be instead. Reply with JSON only: "
    '{"feedback": ["<feedback for the prediction>"]}.'
)

#: Appended to the last user message when a reply could not be used.
#: ``{problem}`` says what was wrong.
REPLY_CORRECTION = (
    "Your previous reply could not be used: {problem} Reply again, following the requested "
    "format exactly."
)

#: Added as a last system message to every LM-judge call (set to "" to leave it out).
JUDGE_REPLY_FORMAT = (
    f"<{p.JUDGE_REPLY_FORMAT_TAG}>Reply with JSON only: "
    '{"score": <a number, or true/false>, "explanation": "<one or two sentences on why>"}'
    f"</{p.JUDGE_REPLY_FORMAT_TAG}>"
)

# --- TGD -----------------------------------------------------------------------------------

#: The placeholder texts of TGD's default messages (afnio's); swapped for the prompts below.
TGD_SYSTEM_PLACEHOLDER = "Placeholder for Textual Gradient Descent optimizer system prompt"
TGD_USER_PLACEHOLDER = "Placeholder for Textual Gradient Descent optimizer user prompt"
TGD_SYSTEM_ROLE = "Textual Gradient Descent optimizer system prompt"
TGD_USER_ROLE = "Textual Gradient Descent optimizer user prompt"

TGD_SYSTEM_PROMPT = (
    "You improve one variable of a system that learns from natural-language feedback "
    "(textual gradient descent). You get the variable's role, its current value and "
    "feedback on it, and sometimes constraints, earlier values with their feedback, and "
    "context. Rewrite the variable so that it addresses the feedback while keeping what "
    "already works. Follow every constraint. Keep any text in curly braces, such as "
    "{question}, exactly as it is: those are placeholders filled in later. Reply with the "
    f"improved value between <{p.IMPROVED_VARIABLE_TAG}> and </{p.IMPROVED_VARIABLE_TAG}> "
    "and nothing else."
)

#: Fields: {variable_role} {current_value} {feedback} {constraints} {history} {context},
#: plus any key of the param group's ``inputs``. Unknown ``{names}`` are left as they are.
TGD_USER_PROMPT = (
    f"<{p.VARIABLE_ROLE_TAG}>{{variable_role}}</{p.VARIABLE_ROLE_TAG}>\n"
    f"<{p.CURRENT_VALUE_TAG}>{{current_value}}</{p.CURRENT_VALUE_TAG}>\n"
    f"<{p.FEEDBACK_TAG}>\n{{feedback}}\n</{p.FEEDBACK_TAG}>\n"
    "{constraints}{history}{context}"
    "Write the improved value of the variable between "
    f"<{p.IMPROVED_VARIABLE_TAG}> and </{p.IMPROVED_VARIABLE_TAG}>."
)

TGD_CONSTRAINTS_SECTION = (
    f"<{p.CONSTRAINTS_TAG}>\nThe improved value must follow these constraints:\n"
    f"{{items}}\n</{p.CONSTRAINTS_TAG}>\n"
)
TGD_HISTORY_SECTION = (
    f"<{p.HISTORY_TAG}>\nEarlier values of this variable and the feedback each received, "
    f"oldest first; keep improving in a consistent direction:\n{{items}}\n</{p.HISTORY_TAG}>\n"
)
TGD_CONTEXT_SECTION = f"<{p.CONTEXT_TAG}>\n{{items}}\n</{p.CONTEXT_TAG}>\n"
