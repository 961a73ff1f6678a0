"""afnio_lab.utils.datasets: FacilitySupport and TREC parsing and splits, download helpers
(against a local HTTP server on 127.0.0.1 only), the offline error, the shipped samples."""

from __future__ import annotations

import hashlib
import http.server
import json
import shutil
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from afnio_lab.utils.datasets import TREC, DatasetNotAvailableError, FacilitySupport, sample_root
from afnio_lab.utils.datasets import utils as dl
from afnio_lab.utils.datasets.trec import read_label_file


def test_facility_support_sample_splits() -> None:
    splits = {s: FacilitySupport(split=s, root=sample_root()) for s in ("train", "val", "test")}
    assert [len(d) for d in splits.values()] == [9, 9, 12]  # 33% / 33% / rest of 30
    texts = [d.data[i]["fields"]["input"] for d in splits.values() for i in range(len(d))]
    assert len(set(texts)) == 30
    message, (urgency, sentiment, categories) = splits["train"][0]
    assert message.role == "input email or message" and isinstance(message.data, str)
    assert urgency.data in ("low", "medium", "high") and urgency.role == "output urgency"
    assert sentiment.data in ("positive", "neutral", "negative")
    assert isinstance(json.loads(categories.data), dict)
    assert repr(splits["val"]).splitlines()[0] == "Dataset FacilitySupport"
    assert "Split: Validation" in repr(splits["val"])
    with pytest.raises(IndexError, match="out of range"):
        splits["train"][9]
    again = FacilitySupport(split="train", root=str(sample_root()))
    assert again.data == splits["train"].data  # the split is deterministic


def test_facility_support_bad_arguments(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"expected split in \['train', 'val', 'test'\]"):
        FacilitySupport(split="dev", root=sample_root())
    with pytest.raises(ValueError, match="pass root="):
        FacilitySupport(split="train")
    raw = tmp_path / "FacilitySupport" / "raw"
    raw.mkdir(parents=True)
    (raw / "dataset.json").write_text("[{not json")
    with pytest.raises(ValueError, match="is not valid JSON"):
        FacilitySupport(split="train", root=tmp_path)
    (raw / "dataset.json").write_text(json.dumps([{"fields": {"input": "hi"}, "answer": "{"}]))
    with pytest.raises(ValueError, match="entry 0: 'answer' must be a JSON string"):
        FacilitySupport(split="train", root=tmp_path)


def test_trec_sample_parsing_dedup_and_stratified_split() -> None:
    raw = sample_root() / "TREC" / "raw"
    lines = read_label_file(str(raw / "train_5500.label"))
    assert len(lines) == 31 and len(set(lines)) == 30  # one duplicate in the sample
    train = TREC(task="coarse", split="train", validation_split=0.2, root=sample_root())
    val = TREC(task="coarse", split="val", validation_split=0.2, root=sample_root())
    assert len(train) + len(val) == 30
    assert set(train.data).isdisjoint(val.data)
    per_train = Counter(c for _, c in train.targets)
    per_val = Counter(c for _, c in val.targets)
    assert set(per_train) == set(per_val) == {"ABBR", "DESC", "ENTY", "HUM", "LOC", "NUM"}
    question, (fine, coarse) = train[0]
    assert fine.startswith(coarse + ":") and question.endswith("?")
    test = TREC(task="fine", split="test", root=sample_root())
    assert len(test) == 12 and "Task: Classify Fine Labels" in repr(test)
    with pytest.raises(ValueError, match="expected classification task"):
        TREC(task="medium", split="train", root=sample_root())
    with pytest.raises(ValueError, match=r"validation_split in \[0.0, 1.0\]"):
        TREC(task="coarse", split="train", validation_split=1.5, root=sample_root())
    with pytest.raises(ValueError, match="too few samples"):
        TREC(task="fine", split="train", validation_split=0.5, root=sample_root())


def test_trec_label_file_errors_and_bad_byte(tmp_path: Path) -> None:
    path = tmp_path / "x.label"
    path.write_bytes(b"LOC:city Where is sister\xf0city ?\n")
    assert read_label_file(str(path)) == [("Where is sister city ?", ("LOC:city", "LOC"))]
    path.write_bytes(b"no label here\n")
    with pytest.raises(ValueError, match="line 1: expected 'COARSE:fine question text'"):
        read_label_file(str(path))


# --- downloads (127.0.0.1 only) -----------------------------------------------------------------


@pytest.fixture
def file_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    served = tmp_path / "served"
    served.mkdir()

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(served), **kwargs)

        def log_message(self, *args):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/", served
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_download_verifies_and_reuses(file_server, tmp_path: Path, capsys) -> None:
    url, served = file_server
    payload = b"hello data\n"
    (served / "a.txt").write_bytes(payload)
    md5 = hashlib.md5(payload).hexdigest()
    dest = tmp_path / "dest"
    dl.download(url + "a.txt", dest, md5=md5)
    assert (dest / "a.txt").read_bytes() == payload and dl.check_integrity(dest / "a.txt", md5)
    dl.download_url(url + "a.txt", dest, md5=md5)
    assert "Using downloaded and verified file" in capsys.readouterr().out
    with pytest.raises(RuntimeError, match="does not match its expected MD5"):
        dl.download_url(url + "a.txt", tmp_path / "other", md5="0" * 32)
    assert not list((tmp_path / "other").glob("*.part"))


def test_facility_support_downloads_from_a_mirror(file_server, tmp_path: Path, monkeypatch) -> None:
    url, served = file_server
    shutil.copy(sample_root() / "FacilitySupport" / "raw" / "dataset.json", served)
    md5 = dl.calculate_md5(served / "dataset.json")
    monkeypatch.setattr(FacilitySupport, "mirrors", [url])
    monkeypatch.setattr(FacilitySupport, "resources", [("dataset.json", md5)])
    data = FacilitySupport(split="test", root=tmp_path)
    assert len(data) == 12 and (tmp_path / "FacilitySupport" / "raw" / "dataset.json").exists()


def test_offline_error_says_where_to_put_the_file(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(FacilitySupport, "mirrors", ["http://127.0.0.1:9/"])  # nothing listens
    with pytest.raises(DatasetNotAvailableError) as err:
        FacilitySupport(split="train", root=tmp_path)
    message = str(err.value)
    target = tmp_path / "FacilitySupport" / "raw" / "dataset.json"
    assert f"put it at {target}" in message
    assert "expected MD5 530dc66b1b07c9b15b19f08891e9bfa0" in message
    assert f"root={str(sample_root())!r}" in message  # and where the offline sample is
    assert not target.exists() and not list(target.parent.glob("*.part"))
