"""A tiny random-weight llama model for llama.cpp's server, written by the tests themselves.

Nothing is downloaded: a byte-level BPE tokenizer is trained with ``tokenizers`` on the short
text below, and a 2-layer llama with seeded random weights is written as GGUF with the
``gguf`` package, together with a chat template so ``/v1/chat/completions`` works. The file is
well under a megabyte and takes a fraction of a second to write; the same seed gives the same
bytes.

Random weights say nothing useful, so the output layer is steered on purpose, through two
channels of the residual stream that no layer reads or writes (their input columns and output
rows are zero in every layer):

* channel 0 holds 1.0 in every token embedding, so after the final RMS norm it is nearly the
  same at every position, and the output weights that read it act as a per-token bias. The
  bias favours ``"``, ``]``, ``}``, ``,`` and the end of the turn, so a free reply stops after
  a few tokens and strings, lists and objects under a JSON-schema grammar close quickly
  (llama.cpp enforces ``response_format: json_schema`` with a grammar), and it all but rules
  out raw non-ASCII bytes, so replies are printable ASCII;
* channel 1 is set only in the embedding of ``<|assistant|>``: the first token of a reply is
  never the end of the turn nor a blank, so a reply is never empty;
* the other channels carry the token's own random embedding, so the rest of the logits
  depend on the text so far (replies differ between prompts and between sampling seeds).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

#: Control tokens, in id order. ``<|end|>`` ends a turn, ``<|endoftext|>`` ends the text.
SPECIAL_TOKENS = ("<|endoftext|>", "<|system|>", "<|user|>", "<|assistant|>", "<|end|>")

#: A plain Jinja chat template (llama.cpp renders it for ``/v1/chat/completions``).
CHAT_TEMPLATE = (
    "{%- for message in messages -%}"
    "<|{{ message['role'] }}|>{{ message['content'] }}<|end|>\n"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}<|assistant|>{%- endif -%}"
)

# The training text: written for this file, so the vocabulary holds common English pieces,
# the words of afnio_lab's prompts and the punctuation of JSON.
_CORPUS = """\
The model reads the question and writes an answer. When the answer is wrong, the feedback
says what to change: a clearer prompt, a shorter reply, a better example. Feedback is text,
and text is what the optimizer changes. Every variable in the graph has a value, a role and
a gradient; the gradient of a prompt is a list of suggestions in plain words.

A reply in JSON looks like {"feedback": "be concise", "score": 1} or ["a", "b", "c"]. Keys
are strings in double quotes, values are strings, numbers, true, false, null, lists in square
brackets and objects in curly braces. {"answer": "yes"} {"answer": "no"} {"items": [1, 2, 3]}
{"reason": "the sentiment is positive", "label": "positive"} {"label": "negative"}

System: you are a careful assistant. User: classify the sentiment of this message. Assistant:
the sentiment is neutral. User: summarise the text in one sentence. Assistant: the text is
about learning from feedback. Evaluate the prediction against the target; the loss is the
number of mistakes, and the backward pass explains each mistake in words.

Numbers: 0 1 2 3 4 5 6 7 8 9 10 42 100 2024. Punctuation: , . ; : ! ? ( ) [ ] { } " ' - _ /
The quick brown fox jumps over the lazy dog while the server answers every request in turn.
"""

_N_LAYER = 2
_N_EMBD = 64
_N_HEAD = 4
_N_FF = 128
_CONTEXT = 4096
_VOCAB_TARGET = 512  # an upper bound: the short text gives 414 tokens (256 bytes, 5 special)

# Per-token bias (in logits, before the sampler's temperature) read from the constant channel.
# Tuned by hand against llama.cpp's server: at temperature 0.8 or 1.0 a free reply has a few
# tokens (a dozen at most, usually), a json_schema reply closes within ~60 tokens; greedy
# (temperature 0) gives '"' then the end of the turn.
_BIAS = {'"': 4.0, "]": 3.5, "}": 3.5, ",": 2.0, "<|end|>": 4.2, "<|endoftext|>": 1.0}
_NOISE = 1.0  # spread of the token-dependent part of the logits (same units)
_SUPPRESS = -12.0  # tokens that must (almost) never come: raw non-ASCII bytes, empty replies


@dataclass(frozen=True)
class TinyModel:
    """What :func:`write_tiny_model` wrote, and the facts the tests need about it."""

    gguf: Path
    tokenizer_json: Path
    vocab_size: int
    context_length: int
    sha256: str

    @property
    def size_bytes(self) -> int:
        return self.gguf.stat().st_size


def train_tokenizer(vocab_size: int = _VOCAB_TARGET):
    """A byte-level BPE tokenizer trained on the built-in text (every byte is a token, so any
    text can be encoded). Training is deterministic."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=2,
        special_tokens=list(SPECIAL_TOKENS),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(_CORPUS.splitlines(keepends=True), trainer=trainer)
    return tokenizer


def _vocab_and_merges(tokenizer) -> tuple[list[str], list[str]]:
    vocab = tokenizer.get_vocab()
    tokens = [""] * len(vocab)
    for text, index in vocab.items():
        tokens[index] = text
    if "" in tokens:
        raise RuntimeError("the trained vocabulary has gaps in its ids")
    merges = json.loads(tokenizer.to_str())["model"]["merges"]
    # tokenizers writes a merge as [left, right] (newer) or "left right" (older releases).
    merges = [m if isinstance(m, str) else f"{m[0]} {m[1]}" for m in merges]
    return tokens, merges


def _byte_token(char: str) -> str:
    """The byte-level spelling of a one-byte character (how it appears in the vocabulary)."""
    from tokenizers import pre_tokenizers

    ((piece, _),) = pre_tokenizers.ByteLevel(add_prefix_space=False).pre_tokenize_str(char)
    return piece


def _printable_spellings() -> frozenset[str]:
    """The byte-level spelling of every printable ASCII character, space and newline."""
    from tokenizers import pre_tokenizers

    split = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False).pre_tokenize_str
    return frozenset(split(chr(b))[0][0] for b in (10, *range(32, 127)))


def _weights(tokens: list[str], seed: int) -> dict[str, np.ndarray]:
    """Seeded random weights, shaped as numpy arrays (rows = outputs, columns = inputs)."""
    rng = np.random.default_rng(seed)
    n_vocab, d, ff = len(tokens), _N_EMBD, _N_FF

    def normal(*shape: int, std: float) -> np.ndarray:
        return rng.normal(0.0, std, size=shape).astype(np.float32)

    # Channel 0 is the constant channel: 1.0 in every embedding. Channel 1 marks the start of
    # a reply: 1.0 in the embedding of <|assistant|> only. No layer reads or writes either
    # (their input columns and output rows are zero), so the layers see only the token's own
    # random channels, and channels 0 and 1 reach the output unchanged.
    embed = normal(n_vocab, d, std=0.02)
    embed[:, :2] = 0.0
    embed[:, 0] = 1.0
    embed[tokens.index("<|assistant|>"), 1] = 1.0
    weights: dict[str, np.ndarray] = {"token_embd.weight": embed}
    for layer in range(_N_LAYER):
        blk = f"blk.{layer}."
        weights[blk + "attn_norm.weight"] = np.ones(d, dtype=np.float32)
        weights[blk + "ffn_norm.weight"] = np.ones(d, dtype=np.float32)
        for name, rows, cols in (
            ("attn_q", d, d),
            ("attn_k", d, d),
            ("attn_v", d, d),
            ("attn_output", d, d),
            ("ffn_gate", ff, d),
            ("ffn_up", ff, d),
            ("ffn_down", d, ff),
        ):
            matrix = normal(rows, cols, std=0.02)
            if cols == d:
                matrix[:, :2] = 0.0
            if name in ("attn_output", "ffn_down"):
                matrix[:2, :] = 0.0
            weights[f"{blk}{name}.weight"] = matrix
    weights["output_norm.weight"] = np.ones(d, dtype=np.float32)

    # The final hidden state is close to the RMS-normalised embedding of the last token (the
    # layers add little): scale the output weights so the token-dependent logits have the
    # spread _NOISE, and read the biases from the constant channel.
    normed = embed / np.sqrt(np.mean(embed.astype(np.float64) ** 2, axis=1, keepdims=True))
    output = normal(n_vocab, d, std=1.0)
    output[:, :2] = 0.0
    output *= np.float32(_NOISE / float((normed @ output.T.astype(np.float64)).std()))
    constant = float(np.median(normed[:, 0]))
    index = {text: i for i, text in enumerate(tokens)}
    printable = _printable_spellings()
    blanks = "".join(_byte_token(c) for c in " \n\t")
    for text, bias in _BIAS.items():
        piece = text if text in SPECIAL_TOKENS else _byte_token(text)
        output[index[piece], 2:] = 0.0  # the same logit whatever came before
        output[index[piece], 0] = bias / constant
    for i, text in enumerate(tokens):
        if text not in SPECIAL_TOKENS and not set(text) <= printable:
            output[i, 0] = _SUPPRESS / constant
    # A reply never starts with the end of the turn or with blanks, so it is never empty.
    for i, text in enumerate(tokens):
        if text in SPECIAL_TOKENS or not text.strip(blanks):
            output[i, 1] = _SUPPRESS / constant
    weights["output.weight"] = output
    return weights


def write_tiny_model(folder: Path | str, seed: int = 0) -> TinyModel:
    """Train the tokenizer and write ``tiny-llama.gguf`` (and ``tokenizer.json``) in ``folder``."""
    import gguf

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    tokenizer = train_tokenizer()
    tokenizer_json = folder / "tokenizer.json"
    tokenizer.save(str(tokenizer_json))
    tokens, merges = _vocab_and_merges(tokenizer)
    token_types = [
        gguf.TokenType.CONTROL if t in SPECIAL_TOKENS else gguf.TokenType.NORMAL for t in tokens
    ]
    path = folder / "tiny-llama.gguf"
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_name("afnio-lab-tiny-random-llama")
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_context_length(_CONTEXT)
    writer.add_embedding_length(_N_EMBD)
    writer.add_block_count(_N_LAYER)
    writer.add_feed_forward_length(_N_FF)
    writer.add_head_count(_N_HEAD)
    writer.add_head_count_kv(_N_HEAD)
    writer.add_rope_dimension_count(_N_EMBD // _N_HEAD)
    writer.add_rope_freq_base(10000.0)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_vocab_size(len(tokens))
    writer.add_tokenizer_model("gpt2")  # llama.cpp's name for byte-level BPE
    writer.add_tokenizer_pre("gpt-2")  # the split regex ByteLevel(use_regex=True) uses
    writer.add_token_list(tokens)
    writer.add_token_types(token_types)
    writer.add_token_merges(merges)
    writer.add_bos_token_id(tokens.index("<|endoftext|>"))
    writer.add_eos_token_id(tokens.index("<|endoftext|>"))
    writer.add_eot_token_id(tokens.index("<|end|>"))
    writer.add_add_bos_token(False)
    writer.add_chat_template(CHAT_TEMPLATE)
    for name, array in _weights(tokens, seed).items():
        writer.add_tensor(name, array)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    return TinyModel(path, tokenizer_json, len(tokens), _CONTEXT, digest)


__all__ = ["CHAT_TEMPLATE", "SPECIAL_TOKENS", "TinyModel", "train_tokenizer", "write_tiny_model"]
