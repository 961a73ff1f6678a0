"""``SentimentAnalyzer``: a ready agent that labels a message positive, neutral or negative
with one ``ChatCompletion`` call answering JSON (``{"sentiment": …}``)."""

from __future__ import annotations

from typing import Any

from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.lm_modules import ChatCompletion
from afnio_lab.cognitive.module import Module
from afnio_lab.cognitive.parameter import Parameter

SENTIMENT_RESPONSE_FORMAT: dict[str, Any] = {
    "type": "json_schema",
    "json_schema": {
        "strict": True,
        "name": "sentiment_response_schema",
        "schema": {
            "type": "object",
            "properties": {
                "sentiment": {"type": "string", "enum": ["positive", "neutral", "negative"]},
            },
            "additionalProperties": False,
            "required": ["sentiment"],
        },
    },
}


class SentimentAnalyzer(Module):
    """Classify ``inputs={"message": …}`` (a str, a Variable, or a batched Variable).

    The system prompt ``sentiment_task`` is a trainable :class:`Parameter`; the reply is
    JSON such as ``{"sentiment": "positive"}`` (on the offline model too).
    """

    def __init__(self) -> None:
        super().__init__()
        self.sentiment_task = Parameter(
            data="Read the provided message and determine the sentiment.",
            role="system prompt for sentiment classification",
            requires_grad=True,
        )
        self.sentiment_user = Variable(
            data="**Message:**\n\n{message}\n\n", role="input template to sentiment classifier"
        )
        self.sentiment_classifier = ChatCompletion()

    def forward(
        self, fwd_model: Any, inputs: dict[str, Any] | None = None, **completion_args: Any
    ) -> Variable:
        messages = [
            {"role": "system", "content": [self.sentiment_task]},
            {"role": "user", "content": [self.sentiment_user]},
        ]
        return self.sentiment_classifier(
            fwd_model,
            messages,
            inputs=inputs,
            response_format=SENTIMENT_RESPONSE_FORMAT,
            **completion_args,
        )
