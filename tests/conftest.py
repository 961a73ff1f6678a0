"""Shared fixtures for the whole suite, registered once here.

``tests/`` is on ``sys.path`` (``pythonpath`` in pyproject.toml), so helpers import as
``support.<module>``: loopback LLM servers (``support.llm_server``), llama.cpp's real server
on a tiny generated model (``support.llama_server``, ``support.tiny_gguf``), the browser harness
(``support.jupyter_browser``), running a cell in a real IPython shell (``support.cells``).
"""

pytest_plugins = [
    "support.llm_fixtures",
    "support.llama_fixtures",
    "support.network_fixtures",
    "support.shell_fixtures",
]
