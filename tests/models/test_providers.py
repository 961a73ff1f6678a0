"""One provider table: a row there is all a new provider needs to be reached by a
``"provider/model"`` path, restored from a checkpoint and allowed in one."""

from __future__ import annotations

import pytest

from afnio_lab import serialization
from afnio_lab.models import (
    MODEL_REGISTRY,
    ModelSetupError,
    OfflineModel,
    clear_backward_model_client,
    using_backward_model_client,
)
from afnio_lab.models import providers as table
from afnio_lab.models.providers import PROVIDERS, Provider, client_classes


def test_the_registry_and_the_checkpoint_allow_list_are_the_table():
    assert (
        set(MODEL_REGISTRY)
        == set(client_classes())
        == {
            "OpenAI",
            "AsyncOpenAI",
            "OfflineModel",
            "ScriptedModel",
        }
    )
    allowed = set(serialization.ALLOW_LIST.values())
    for name, module in client_classes().items():
        assert MODEL_REGISTRY[name].__module__ == module
        assert f"{module}:{name}" in allowed


def test_a_new_row_is_reachable_by_its_provider_path(monkeypatch):
    row = Provider("teaching", "afnio_lab.models.offline", ("OfflineModel",), True)
    monkeypatch.setattr(table, "PROVIDERS", (*PROVIDERS, row))
    with using_backward_model_client("teaching/rules-v2") as client:
        assert isinstance(client.client, OfflineModel)
        assert client.client.model == "rules-v2" and client.model == "rules-v2"
    clear_backward_model_client()


def test_a_row_without_a_name_is_not_a_provider_path():
    assert [p.name for p in PROVIDERS] == ["openai", "offline", None]
    with pytest.raises(ModelSetupError, match=r"^Unsupported provider: None\.$"):
        using_backward_model_client("None/x").__enter__()
