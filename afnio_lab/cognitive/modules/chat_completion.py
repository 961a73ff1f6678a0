"""afnio's import path ``cognitive.modules.chat_completion``.

``ChatCompletion`` here is the very object ``afnio_lab.cognitive.ChatCompletion``
(defined in ``afnio_lab.cognitive.lm_modules``).
"""

from afnio_lab.cognitive.lm_modules import ChatCompletion

__all__ = ["ChatCompletion"]
