"""Which HTTP 500 bodies say "the request is invalid" (permanent) and which are passing faults."""

from __future__ import annotations

import json

import pytest

from afnio_lab.models.invalid_request import describe_invalid_request, invalid_request_message

FASTAPI_LIST = (
    "[{'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), "
    "'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema'}]"
)
PYDANTIC = (
    "1 validation error for CreateChatCompletionRequest\ntemperature\n"
    "  Input should be a valid number [type=float_parsing, input_value='hot', input_type=str]"
)


def body(message: str, kind: str = "internal_server_error") -> bytes:
    error = {"message": message, "type": kind, "param": None, "code": None}
    return json.dumps({"error": error}).encode()


@pytest.mark.parametrize("message", [FASTAPI_LIST, PYDANTIC])
def test_llama_cpp_python_validation_bodies_are_recognised(message: str) -> None:
    assert invalid_request_message(500, body(message)) == message
    inner = json.loads(body(message))["error"]  # what the SDK's exception keeps
    assert invalid_request_message(500, inner) == message


@pytest.mark.parametrize(
    ("status", "data"),
    [
        (500, body("llama_decode returned -3")),  # a crash: passing
        (500, body(FASTAPI_LIST, kind="server")),  # another server's shape
        (502, body(FASTAPI_LIST)),
        (500, b"<html>Internal Server Error</html>"),
        (500, b'{"error": "validation error"}'),
        (500, None),
    ],
)
def test_other_500s_stay_transient(status: int, data: bytes | None) -> None:
    assert invalid_request_message(status, data) is None


def test_the_description_names_each_field_on_one_line() -> None:
    text = describe_invalid_request(FASTAPI_LIST)
    assert "(response_format.type: Input should be 'text' or 'json_object')" in text
    assert "fix the parameter" in text and "The server said: [{'type': 'literal_error'" in text
    assert len(describe_invalid_request(PYDANTIC).splitlines()) == 1
