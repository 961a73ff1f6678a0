"""Ready-made agents (afnio's ``utils.agents``)."""

from afnio_lab.utils.agents.sentiment_analyzer import SentimentAnalyzer

__all__ = ["SentimentAnalyzer"]
