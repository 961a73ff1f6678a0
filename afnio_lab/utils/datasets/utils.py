"""Download helpers for the data sets: checksums, a progress-reporting download, and an
offline error that says where to put the file by hand.
"""

from __future__ import annotations

import hashlib
import os
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

USER_AGENT = "afnio_lab"
StrPath = str | os.PathLike[str]


class DatasetNotAvailableError(RuntimeError):
    """A data file is missing and could not be downloaded (e.g. no network)."""


def calculate_md5(fpath: StrPath, chunk_size: int = 1024 * 1024) -> str:
    """The MD5 hex digest of a file (an integrity check, not security)."""
    digest = hashlib.md5(usedforsecurity=False)
    with open(fpath, "rb") as fh:
        while chunk := fh.read(chunk_size):
            digest.update(chunk)
    return digest.hexdigest()


def check_md5(fpath: StrPath, md5: str, **kwargs: Any) -> bool:
    """Whether the file's MD5 equals ``md5``."""
    return md5 == calculate_md5(fpath, **kwargs)


def check_integrity(fpath: StrPath, md5: str | None = None) -> bool:
    """The file exists and, when ``md5`` is given, matches it."""
    if not os.path.isfile(fpath):
        return False
    return True if md5 is None else check_md5(fpath, md5)


def _urlretrieve(url: str, filename: StrPath, chunk_size: int = 1024 * 32) -> None:
    from tqdm.auto import tqdm  # local: deferred (0.1 s to import; only downloads need it)

    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    tmp = Path(f"{os.fspath(filename)}.part")
    try:
        with (
            urllib.request.urlopen(request, timeout=30) as response,
            open(tmp, "wb") as fh,
            tqdm(total=response.length, unit="B", unit_scale=True, desc="Downloading") as bar,
        ):
            while chunk := response.read(chunk_size):
                fh.write(chunk)
                bar.update(len(chunk))
        os.replace(tmp, filename)  # a broken download never looks like a finished file
    finally:
        tmp.unlink(missing_ok=True)


def download_url(
    url: str,
    root: StrPath,
    filename: StrPath | None = None,
    md5: str | None = None,
    max_redirect_hops: int = 3,
) -> None:
    """Download ``url`` into ``root`` (as ``filename``) unless a verified copy is there.

    Raises :class:`DatasetNotAvailableError` naming the path to fill by hand when the
    download fails, and ``RuntimeError`` when the downloaded file fails its checksum.
    ``max_redirect_hops`` is accepted for afnio compatibility (urllib follows redirects).
    """
    root = os.path.expanduser(os.fspath(root))
    fpath = os.path.join(root, os.fspath(filename or os.path.basename(url)))
    os.makedirs(root, exist_ok=True)
    if check_integrity(fpath, md5):
        print(f"Using downloaded and verified file: {fpath}")
        return
    print(f"Downloading {url} to {fpath}")
    try:
        _urlretrieve(url, fpath)
    except (urllib.error.URLError, OSError) as exc:
        raise DatasetNotAvailableError(
            f"Could not download {url} ({exc}). Without network access, download it on "
            f"another machine and put it at {fpath}"
            + (f" (expected MD5 {md5})" if md5 else "")
            + ", then run this again."
        ) from exc
    if not check_integrity(fpath, md5):
        raise RuntimeError(
            f"The file downloaded to {fpath} does not match its expected MD5 {md5}; delete it "
            "and try again, or put a verified copy there by hand."
        )


def download(
    url: str,
    download_root: StrPath,
    extract_root: StrPath | None = None,
    filename: StrPath | None = None,
    md5: str | None = None,
    remove_finished: bool = False,
) -> None:
    """Download ``url`` into ``download_root`` (the data sets here are not archives, so
    ``extract_root`` and ``remove_finished`` have nothing to do)."""
    download_url(url, download_root, filename, md5)


def sample_root() -> Path:
    """Where afnio_lab's small bundled samples live (synthetic data in the real formats):
    pass it as ``root=`` to :class:`FacilitySupport` or :class:`TREC` to work offline."""
    return Path(__file__).resolve().parent / "samples"


def fetch_resources(raw_folder: str, mirrors: list[str], resources: list[tuple[str, str]]) -> None:
    """Make sure every ``(filename, md5)`` is in ``raw_folder``: a file already there is
    used as is (a note is printed when it is not the published version), else it is
    downloaded from the first mirror that works."""
    os.makedirs(raw_folder, exist_ok=True)
    for filename, md5 in resources:
        path = os.path.join(raw_folder, filename)
        if os.path.isfile(path):
            if Path(path).resolve().is_relative_to(sample_root()):
                print(f"Using afnio_lab's bundled synthetic sample: {path}")
            elif not check_md5(path, md5):
                print(f"Using local file {path} (it differs from the published version).")
            continue
        errors: list[str] = []
        for mirror in mirrors:
            try:
                download(
                    f"{mirror}{filename}", download_root=raw_folder, filename=filename, md5=md5
                )
                break
            except DatasetNotAvailableError as exc:
                errors.append(str(exc))
        else:
            raise DatasetNotAvailableError(
                " ".join(errors) + f" To try afnio_lab's small synthetic sample instead, pass "
                f"root={str(sample_root())!r}."
            )
