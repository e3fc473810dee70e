"""Cases of the fifty-second tracking corpus (tables in tracking52_cases.py, whose docstring holds the labelling
rules): a compose Redis run as 1000:1000 refusing writes with MISCONF when Docker recreates its bind-mounted data
directory as root, pdf2image without poppler's pdfinfo/pdftoppm, and git push of a new branch with no upstream."""
from __future__ import annotations

from tests.truth.tracking52_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- jobboard's Redis and a root-owned data/redis (project) --------------------------------------------------------

JOB = "/home/aisha/jobboard"
MISCONF = ("MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist on disk. "
           "Commands that may modify the data set are disabled, because this instance is configured to report "
           "errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the "
           "Redis logs for details about the RDB error.")
RSP = "/usr/local/lib/python3.12/site-packages/redis"


def _misconf_pytest(passed: int) -> str:
    return f"""[+] Creating 1/0
 ✔ Container jobboard-redis-1  Running                                                   0.0s
F{'.' * passed}                                                                     [100%]
=================================== FAILURES ===================================
_____________________________ test_enqueue_digest ______________________________

    def test_enqueue_digest(queue):
>       job = queue.enqueue(send_digest, user_id=7)

tests/test_enqueue.py:14:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
{RSP}/client.py:1473: in execute
    return conn.retry.call_with_retry(
{RSP}/connection.py:564: in read_response
    raise response
E   redis.exceptions.ResponseError: {MISCONF}
=========================== short test summary info ============================
FAILED tests/test_enqueue.py::test_enqueue_digest - redis.exceptions.ResponseError: MISCONF Redis is configured \
to save RDB snapshots, but it's currently unable to persist on disk...
1 failed, {passed} passed in 0.88s"""


def _rdb_denied(pid: int, day: str) -> str:
    return (f"redis-1  | 1:M {day} * 100 changes in 300 seconds. Saving...\n"
            f"redis-1  | 1:M {day} * Background saving started by pid {pid}\n"
            f"redis-1  | {pid}:C {day} # Failed opening the temp RDB file temp-{pid}.rdb (in server root dir /data) "
            "for saving: Permission denied\n"
            f"redis-1  | 1:M {day} # Background saving error")


COMPOSE_REDIS = ("  redis:\n    image: redis:7.2-alpine\n    user: \"1000:1000\"\n    volumes:\n"
                 "      - ./data/redis:/data\n")


def _redis() -> None:
    T.source(
        "s-redis-misconf", JOB, "2025-05-13T09:40:00Z", "main",
        user("I wiped data/ this morning to reset my local state, brought the stack back up, and now the worker "
             "tests fail with some MISCONF error from redis."),
        err("docker compose run --rm worker pytest -q tests/test_enqueue.py", _misconf_pytest(3)),
        ok("docker compose logs --tail 4 redis", _rdb_denied(27, "13 May 2025 09:12:07.311")),
        ok("ls -ld data/redis && sed -n '/^  redis:/,/^  worker:/p' docker-compose.yml",
           "drwxr-xr-x 2 root root 4096 May 13 08:37 data/redis\n" + COMPOSE_REDIS + "  worker:"),
        say("Docker recreated data/redis as root when you brought the stack up after the wipe, but the compose file "
            "runs redis as 1000:1000. Redis can't write its RDB snapshot into /data, and with "
            "stop-writes-on-bgsave-error it then refuses every write. Giving the directory back to 1000:1000 and "
            "restarting redis."),
        ok("sudo chown -R 1000:1000 data/redis && docker compose restart redis && docker compose run --rm worker "
           "pytest -q tests/test_enqueue.py",
           "[+] Restarting 1/1\n ✔ Container jobboard-redis-1  Started                                   0.4s\n"
           "....                                                                     [100%]\n4 passed in 0.71s"),
    )
    T.lesson(
        "t52-redis-misconf", "project", "en", "s-redis-misconf", "env_setup",
        "jobboard's Redis refuses writes with MISCONF when data/redis is recreated as root",
        "Worker tests fail with redis.exceptions.ResponseError: MISCONF Redis is configured to save RDB snapshots, "
        "but it's currently unable to persist on disk; the redis log says Failed opening the temp RDB file ... for "
        "saving: Permission denied.",
        "Redis starts and serves reads fine and the error only appears after the first background save, so it reads "
        "like a disk or Redis configuration problem rather than a permission one.",
        "docker-compose.yml runs redis as user 1000:1000 with ./data/redis bind-mounted on /data; when data/redis "
        "is missing Docker creates it owned by root, so Redis can't write its snapshot and stops accepting writes "
        "(stop-writes-on-bgsave-error).",
        "Create data/redis owned by 1000:1000 (sudo chown -R 1000:1000 data/redis) and docker compose restart "
        "redis; don't just switch off stop-writes-on-bgsave-error.",
        ["\"redis.exceptions.ResponseError: MISCONF Redis is configured to save RDB snapshots\"",
         "the log: \"Failed opening the temp RDB file temp-27.rdb (in server root dir /data) for saving: Permission "
         "denied\" and \"drwxr-xr-x 2 root root 4096 May 13 08:37 data/redis\", redis running as 1000:1000",
         "\"sudo chown -R 1000:1000 data/redis && docker compose restart redis\" then \"4 passed in 0.71s\""],
    )

    T.later(
        "l-jobboard-redis-as-user", JOB, "2025-05-02T10:00:00Z", "chore/non-root",
        user("Run redis as our user like the other services (user: 1000:1000), so nothing under data/ ends up "
             "root-owned."),
        edit(f"{JOB}/docker-compose.yml", "    image: redis:7.2-alpine\n",
             "    image: redis:7.2-alpine\n    user: \"1000:1000\"\n"),
        ok("sudo chown -R 1000:1000 data && docker compose up -d redis && docker compose run --rm worker pytest -q",
           "[+] Running 1/1\n ✔ Container jobboard-redis-1  Started                                   0.6s\n"
           "..............                                                           [100%]\n14 passed in 1.92s"),
    )
    T.pair("t52-redis-misconf", "l-jobboard-redis-as-user", "neither",
           "dated before the lesson's source session (it even chowns data/ to 1000:1000)")

    T.later(
        "l-jobboard-after-git-clean", JOB, "2025-05-27T08:30:00Z", "main",
        user("I ran `git clean -xdf` first thing and brought the stack up again. Since a little while every "
             "enqueue fails. Can you look?"),
        err("docker compose run --rm worker pytest -q tests/test_enqueue.py", _misconf_pytest(3)),
        ok("docker compose logs --tail 4 redis && ls -ld data/redis",
           _rdb_denied(41, "27 May 2025 08:21:44.902") + "\ndrwxr-xr-x 2 root root 4096 May 27 07:58 data/redis"),
        say("Same as two weeks ago: git clean removed data/redis, Docker recreated it as root, and redis (running "
            "as 1000:1000) can't save. Fixing the ownership."),
        ok("sudo chown -R 1000:1000 data/redis && docker compose restart redis && docker compose run --rm worker "
           "pytest -q tests/test_enqueue.py", "....                                                        "
           "             [100%]\n4 passed in 0.69s"),
    )
    T.pair("t52-redis-misconf", "l-jobboard-after-git-clean", "recurred",
           "after git clean the worker tests failed with the same MISCONF and the RDB Permission denied log")

    T.later(
        "l-jobboard-ci-runner", JOB, "2025-06-04T11:00:00Z", "main",
        user("The nightly job on ci-runner-2 failed in the worker tests; that job does a git clean first. Check "
             "it on the runner."),
        err("ssh ci-runner-2 'cd ~/builds/jobboard && docker compose run --rm worker pytest -q'",
            _misconf_pytest(13).replace("1 failed, 13 passed in 0.88s", "1 failed, 13 passed in 2.31s")),
        ok("ssh ci-runner-2 'cd ~/builds/jobboard && ls -ld data/redis && docker compose logs --tail 2 redis'",
           "drwxr-xr-x 2 root root 4096 Jun  4 02:00 data/redis\n"
           "redis-1  | 31:C 04 Jun 2025 02:06:12.118 # Failed opening the temp RDB file temp-31.rdb (in server root "
           "dir /data) for saving: Permission denied\nredis-1  | 1:M 04 Jun 2025 02:06:12.219 # Background saving "
           "error"),
        ok("ssh ci-runner-2 'cd ~/builds/jobboard && sudo chown -R 1000:1000 data/redis && docker compose restart "
           "redis && docker compose run --rm worker pytest -q'",
           "..............                                                           [100%]\n14 passed in 2.05s"),
    )
    T.pair("t52-redis-misconf", "l-jobboard-ci-runner", "recurred",
           "on the CI runner the tests failed with MISCONF from a root-owned data/redis again")

    T.later(
        "l-jobboard-make-dev-up", JOB, "2025-06-01T09:00:00Z", "chore/dev-up",
        user("Add a `make dev-up` that prepares data/redis properly before bringing the stack up, so nobody hits "
             "the redis permission thing again. Then use it."),
        edit(f"{JOB}/Makefile", ".PHONY: test smoke\n",
             ".PHONY: test smoke dev-up\n\ndev-up:\n\tmkdir -p data/redis\n\tsudo chown -R 1000:1000 data/redis\n"
             "\tdocker compose up -d\n"),
        ok("make dev-up && docker compose run --rm worker pytest -q",
           "mkdir -p data/redis\nsudo chown -R 1000:1000 data/redis\ndocker compose up -d\n[+] Running 3/3\n"
           " ✔ Container jobboard-redis-1   Started                                  0.5s\n"
           " ✔ Container jobboard-web-1     Started                                  0.9s\n"
           " ✔ Container jobboard-worker-1  Started                                  1.0s\n"
           "..............                                                           [100%]\n14 passed in 1.88s"),
    )
    T.pair("t52-redis-misconf", "l-jobboard-make-dev-up", "applied",
           "a make target that creates data/redis and chowns it to 1000:1000 ran before redis was used; no MISCONF")

    T.later(
        "l-jobboard-reseed", JOB, "2025-06-15T10:00:00Z", "main",
        user("I deleted data/ again to test the seed from scratch. Get the stack ready and run make seed."),
        ok("make dev-up && make seed",
           "mkdir -p data/redis\nsudo chown -R 1000:1000 data/redis\ndocker compose up -d\n[+] Running 3/3\n"
           " ✔ Container jobboard-redis-1   Started                                  0.5s\n"
           "docker compose run --rm web python -m jobboard.seed\nseeded 40 companies, 312 jobs; queued 312 index "
           "tasks"),
    )
    T.pair("t52-redis-misconf", "l-jobboard-reseed", "applied",
           "after deleting data/, make dev-up recreated data/redis as 1000:1000 before the seed; no failure")

    T.later(
        "l-jobboard-maxmemory", JOB, "2025-06-08T15:00:00Z", "main",
        user("The bulk reindex enqueue fails halfway through."),
        err("docker compose run --rm worker python -m jobboard.reindex --all", f"""queued 18000/41210
Traceback (most recent call last):
  File "<frozen runpy>", line 198, in _run_module_as_main
  File "<frozen runpy>", line 88, in _run_code
  File "/app/jobboard/reindex.py", line 40, in <module>
    main()
  File "/app/jobboard/reindex.py", line 33, in main
    pipe.execute()
  File "{RSP}/client.py", line 2114, in execute
    return conn.retry.call_with_retry(
  File "{RSP}/client.py", line 2047, in _execute_transaction
    raise r
redis.exceptions.ResponseError: Command # 1 (RPUSH rq:queue:index ...) of pipeline caused error: OOM command not \
allowed when used memory > 'maxmemory'."""),
        read(f"{JOB}/docker-compose.yml", COMPOSE_REDIS.replace("    volumes:", "    command: redis-server "
             "--maxmemory 64mb --maxmemory-policy noeviction\n    volumes:")),
        say("The queue outgrew redis's 64 MB maxmemory (noeviction refuses writes instead of evicting). Raising it "
            "for dev."),
        edit(f"{JOB}/docker-compose.yml", "--maxmemory 64mb", "--maxmemory 256mb"),
        ok("docker compose up -d redis && docker compose run --rm worker python -m jobboard.reindex --all",
           "queued 41210/41210\ndone"),
    )
    T.pair("t52-redis-misconf", "l-jobboard-maxmemory", "neither",
           "a different Redis error (OOM over maxmemory), fixed by raising maxmemory")

    T.later(
        "l-jobboard-disk-full", JOB, "2025-06-12T16:00:00Z", "main",
        user("MISCONF from redis again, but data/redis is owned by 1000 this time, I checked."),
        err("docker compose run --rm worker pytest -q tests/test_enqueue.py", _misconf_pytest(3)),
        ok("docker compose logs --tail 3 redis",
           "redis-1  | 1:M 12 Jun 2025 15:48:02.117 * Background saving started by pid 88\n"
           "redis-1  | 88:C 12 Jun 2025 15:48:02.131 # Write error saving DB on disk: No space left on device\n"
           "redis-1  | 1:M 12 Jun 2025 15:48:02.231 # Background saving error"),
        ok("df -h / | tail -1 && docker system df | sed -n '1p;5p'",
           "/dev/nvme0n1p2  234G  234G     0 100% /\nTYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\n"
           "Build Cache     412       0         61.3GB    61.3GB"),
        say("This time the disk is full (61 GB of build cache), so the snapshot can't be written. Clearing the "
            "build cache."),
        ok("docker builder prune -af | tail -1 && docker compose restart redis && docker compose run --rm worker "
           "pytest -q tests/test_enqueue.py", "Total:\t58.7GB\n....                                          "
           "                           [100%]\n4 passed in 0.74s"),
    )
    T.pair("t52-redis-misconf", "l-jobboard-disk-full", "neither",
           "the same MISCONF symptom from another cause: the disk was full (No space left on device)")


# --- pdf2image without poppler (global) -----------------------------------------------------------------------------

def _pdfinfo_missing(sp: str, script: str, line: int, call: str, py: str = "/usr/lib/python3.11") -> str:
    return f"""Traceback (most recent call last):
  File "{sp}/pdf2image/pdf2image.py", line 581, in pdfinfo_from_path
    proc = Popen(command, env=env, stdout=PIPE, stderr=PIPE)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{py}/subprocess.py", line 1026, in __init__
    self._execute_child(args, executable, preexec_fn, close_fds,
  File "{py}/subprocess.py", line 1950, in _execute_child
    raise child_exception_type(errno_num, err_msg, err_filename)
FileNotFoundError: [Errno 2] No such file or directory: 'pdfinfo'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "{script}", line {line}, in <module>
    {call}
  File "{sp}/pdf2image/pdf2image.py", line 127, in convert_from_path
    page_count = pdfinfo_from_path(
                 ^^^^^^^^^^^^^^^^^^
  File "{sp}/pdf2image/pdf2image.py", line 607, in pdfinfo_from_path
    raise PDFInfoNotInstalledError(
pdf2image.exceptions.PDFInfoNotInstalledError: Unable to get page count. Is poppler installed and in PATH?"""


def _poppler() -> None:
    ocr = "/home/lucas/invoice-ocr"
    osp = f"{ocr}/.venv/lib/python3.11/site-packages"
    split_call = "pages = convert_from_path(sys.argv[1], dpi=200)"
    T.source(
        "s-pdf2image-poppler", ocr, "2025-05-20T13:00:00Z", "main",
        user("Run the page splitter on samples/acme-0412.pdf and tell me what breaks."),
        err("python split_pages.py samples/acme-0412.pdf out/",
            _pdfinfo_missing(osp, f"{ocr}/split_pages.py", 22, split_call)),
        say("pdf2image is only a wrapper: it runs poppler's `pdfinfo` and `pdftoppm` binaries, and pip doesn't "
            "install those. On Ubuntu they come with poppler-utils."),
        ok("sudo apt-get install -y poppler-utils && python split_pages.py samples/acme-0412.pdf out/",
           "The following NEW packages will be installed:\n  poppler-utils\n"
           "Setting up poppler-utils (22.02.0-2ubuntu0.5) ...\nwrote 3 pages to out/ (acme-0412-p1.png .. "
           "acme-0412-p3.png)"),
    )
    T.lesson(
        "t52-pdf2image-poppler", "global", "en", "s-pdf2image-poppler", "env_setup",
        "pdf2image needs poppler's command-line tools (pdfinfo, pdftoppm) installed",
        "convert_from_path fails with pdf2image.exceptions.PDFInfoNotInstalledError: Unable to get page count. Is "
        "poppler installed and in PATH? (after FileNotFoundError: ... 'pdfinfo').",
        "pip install pdf2image succeeds, so the PDF or the calling code look at fault.",
        "pdf2image only wraps poppler's pdfinfo and pdftoppm executables; pip doesn't install poppler.",
        "Install poppler: apt install poppler-utils (also in Dockerfiles of slim images), brew install poppler on "
        "macOS, conda install -c conda-forge poppler, or on Windows unpack a poppler build and pass poppler_path= "
        "to convert_from_path.",
        ["\"FileNotFoundError: [Errno 2] No such file or directory: 'pdfinfo'\" then \"PDFInfoNotInstalledError: "
         "Unable to get page count. Is poppler installed and in PATH?\"",
         "\"sudo apt-get install -y poppler-utils && python split_pages.py samples/acme-0412.pdf out/\" -> \"wrote "
         "3 pages to out/\""],
    )

    isp = "/usr/local/lib/python3.11/site-packages"
    T.later(
        "l-poppler-container", ocr, "2025-06-02T09:00:00Z", "feat/docker",
        user("Containerise the splitter (python:3.11-slim) and run it on samples/ inside the container."),
        write(f"{ocr}/Dockerfile", "FROM python:3.11-slim\nWORKDIR /app\nCOPY requirements.txt .\n"
              "RUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"),
        ok("docker build -q -t invoice-ocr:dev .", "sha256:a7c2e90d4b1f36e58d0c9a2b7e4f1d63c8b5a0e2"),
        err("docker run --rm -v \"$PWD/samples\":/in -v \"$PWD/out\":/out invoice-ocr:dev python split_pages.py "
            "/in/acme-0412.pdf /out",
            _pdfinfo_missing(isp, "/app/split_pages.py", 22, split_call, "/usr/local/lib/python3.11")),
        say("The slim image has no poppler, so pdf2image can't find pdfinfo. Adding poppler-utils to the image."),
        edit(f"{ocr}/Dockerfile", "WORKDIR /app\n", "RUN apt-get update && apt-get install -y --no-install-recommends "
             "poppler-utils \\\n    && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\n"),
        ok("docker build -q -t invoice-ocr:dev . && docker run --rm -v \"$PWD/samples\":/in -v \"$PWD/out\":/out "
           "invoice-ocr:dev python split_pages.py /in/acme-0412.pdf /out",
           "sha256:1e9b4d07c3a2f5e86b0d7c1a9f4e2b53d8c6a0f7\nwrote 3 pages to /out (acme-0412-p1.png .. "
           "acme-0412-p3.png)"),
    )
    T.pair("t52-pdf2image-poppler", "l-poppler-container", "recurred",
           "inside the python:3.11-slim container the splitter failed with the same PDFInfoNotInstalledError")

    msp = "/Users/lucas/contract-diff/.venv/lib/python3.12/site-packages"
    T.later(
        "l-poppler-mac-render", "/Users/lucas/contract-diff", "2025-06-06T16:00:00Z", "main",
        user("Render both contract versions to images: `python render_pages.py v1.pdf v2.pdf`."),
        err("python render_pages.py v1.pdf v2.pdf",
            _pdfinfo_missing(msp, "/Users/lucas/contract-diff/render_pages.py", 18,
                             "pages = convert_from_path(path, dpi=120)",
                             "/opt/homebrew/Cellar/python@3.12/3.12.3/Frameworks/Python.framework/Versions/3.12/"
                             "lib/python3.12")),
        say("This Mac has no poppler; pdf2image needs its pdfinfo/pdftoppm. Homebrew has it."),
        ok("brew install poppler && python render_pages.py v1.pdf v2.pdf",
           "==> Fetching poppler\n==> Pouring poppler--24.04.0.arm64_sonoma.bottle.tar.gz\n"
           "🍺  /opt/homebrew/Cellar/poppler/24.04.0: 470 files, 29.1MB\n"
           "rendered v1.pdf: 12 pages, v2.pdf: 12 pages -> out/"),
    )
    T.pair("t52-pdf2image-poppler", "l-poppler-mac-render", "recurred",
           "render_pages.py's convert_from_path raised PDFInfoNotInstalledError on the Mac before brew install poppler")

    T.later(
        "l-poppler-slides", "/Users/nora/slides2img", "2025-06-10T10:00:00Z", "main",
        user("Write a script that turns deck.pdf into one PNG per slide, with pdf2image."),
        say("pdf2image needs poppler's binaries, so installing poppler with Homebrew alongside the Python package."),
        ok("brew install poppler && pip install -q pdf2image",
           "==> Pouring poppler--24.04.0.arm64_sonoma.bottle.tar.gz\n"
           "🍺  /opt/homebrew/Cellar/poppler/24.04.0: 470 files, 29.1MB"),
        write("/Users/nora/slides2img/to_png.py",
              "import sys\n\nfrom pdf2image import convert_from_path\n\n"
              "for i, page in enumerate(convert_from_path(sys.argv[1], dpi=150), 1):\n"
              "    page.save(f\"deck-{i:02d}.png\")\nprint(f\"{i} slides\")\n"),
        ok("python to_png.py deck.pdf", "24 slides"),
    )
    T.pair("t52-pdf2image-poppler", "l-poppler-slides", "applied",
           "brew install poppler before the first pdf2image run; no error")

    T.later(
        "l-poppler-windows", "C:\\Users\\ravi\\scan-tools", "2025-06-14T07:30:00Z", "main",
        user("On Windows: convert in\\report.pdf to PNGs with to_png.py. I unzipped poppler to "
             "C:\\tools\\poppler-24.08.0 but didn't touch PATH."),
        read("C:\\Users\\ravi\\scan-tools\\to_png.py", "import sys\nfrom pdf2image import convert_from_path\n\n"
             "src, out = sys.argv[1], sys.argv[2]\npages = convert_from_path(src, dpi=150)\n"
             "for i, p in enumerate(pages, 1):\n    p.save(f\"{out}\\\\page-{i}.png\")\n"
             "print(f\"wrote {len(pages)} pages to {out}\")\n"),
        say("Since poppler isn't on PATH, I'll point pdf2image at its bin folder with poppler_path."),
        edit("C:\\Users\\ravi\\scan-tools\\to_png.py", "pages = convert_from_path(src, dpi=150)",
             "pages = convert_from_path(src, dpi=150, poppler_path=r\"C:\\tools\\poppler-24.08.0\\Library\\bin\")"),
        ok("powershell -NoProfile -Command \"python .\\to_png.py .\\in\\report.pdf .\\out\"",
           "wrote 7 pages to .\\out"),
    )
    T.pair("t52-pdf2image-poppler", "l-poppler-windows", "applied",
           "poppler_path= pointed at the unpacked poppler before the first run (PowerShell); it worked")

    T.later(
        "l-poppler-pdftoppm-direct", ocr, "2025-06-09T13:00:00Z", "main",
        user("Just give me PNGs of pages 1-5 of docs/manual.pdf at 150 dpi, no Python needed."),
        ok("pdftoppm -png -r 150 -f 1 -l 5 docs/manual.pdf out/manual && ls out | grep manual",
           "manual-1.png\nmanual-2.png\nmanual-3.png\nmanual-4.png\nmanual-5.png"),
    )
    T.pair("t52-pdf2image-poppler", "l-poppler-pdftoppm-direct", "neither",
           "poppler's pdftoppm run directly for something else; pdf2image isn't involved and nothing failed")

    T.later(
        "l-poppler-encrypted", ocr, "2025-06-18T11:00:00Z", "main",
        user("The splitter fails on the bank statement PDF (samples/bank-2025-05.pdf)."),
        err("python split_pages.py samples/bank-2025-05.pdf out/", f"""Traceback (most recent call last):
  File "{ocr}/split_pages.py", line 22, in <module>
    {split_call}
  File "{osp}/pdf2image/pdf2image.py", line 127, in convert_from_path
    page_count = pdfinfo_from_path(
                 ^^^^^^^^^^^^^^^^^^
  File "{osp}/pdf2image/pdf2image.py", line 611, in pdfinfo_from_path
    raise PDFPageCountError(
pdf2image.exceptions.PDFPageCountError: Unable to get page count.
Command Line Error: Incorrect password"""),
        say("poppler is fine; this PDF is password-protected. pdf2image takes the password as userpw."),
        edit(f"{ocr}/split_pages.py", split_call,
             "pages = convert_from_path(sys.argv[1], dpi=200, userpw=os.environ.get(\"PDF_PASSWORD\"))"),
        ok("PDF_PASSWORD=\"$(pass show bank/statement-pdf)\" python split_pages.py samples/bank-2025-05.pdf out/",
           "wrote 4 pages to out/ (bank-2025-05-p1.png .. bank-2025-05-p4.png)"),
    )
    T.pair("t52-pdf2image-poppler", "l-poppler-encrypted", "neither",
           "a different pdf2image error (PDFPageCountError, incorrect password) with poppler installed")


# --- git push of a new branch with no upstream (global) --------------------------------------------------------------

def _no_upstream(branch: str) -> str:
    return (f"fatal: The current branch {branch} has no upstream branch.\n"
            "To push the current branch and set the remote as upstream, use\n\n"
            f"    git push --set-upstream origin {branch}\n\n"
            "To have this happen automatically for branches without a tracking\n"
            "upstream, see 'push.autoSetupRemote' in 'git help config'.\n")


def _pushed(repo: str, branch: str, host: str = "github.com") -> str:
    return ("remote: \nremote: Create a pull request for '" + branch + "' on GitHub by visiting:\n"
            f"remote:      https://{host}/{repo}/pull/new/{branch}\nremote: \n"
            f"To {host}:{repo}.git\n * [new branch]      {branch} -> {branch}\n"
            f"branch '{branch}' set up to track 'origin/{branch}'.").replace("remote: \n", "remote:\n")


def _push() -> None:
    docs = "/home/ellie/docs-site"
    T.source(
        "s-git-push-upstream", docs, "2025-05-27T14:00:00Z", "main",
        user("Commit the nav fix on a new branch fix/nav-overflow and push it."),
        ok("git switch -c fix/nav-overflow && git commit -am \"Fix nav overflow on narrow screens\"",
           "Switched to a new branch 'fix/nav-overflow'\n[fix/nav-overflow 4e1c2a9] Fix nav overflow on narrow "
           "screens\n 2 files changed, 9 insertions(+), 3 deletions(-)"),
        err("git push", _no_upstream("fix/nav-overflow"), 128),
        say("A new branch has no upstream yet, so a bare `git push` doesn't know where to go. Pushing with -u sets "
            "origin/fix/nav-overflow as its upstream."),
        ok("git push -u origin fix/nav-overflow", _pushed("ellie-w/docs-site", "fix/nav-overflow")),
    )
    T.lesson(
        "t52-git-push-upstream", "global", "en", "s-git-push-upstream", "tool_quirk",
        "A bare git push of a new branch fails: no upstream branch",
        "git push on a freshly created branch fails with fatal: The current branch <branch> has no upstream "
        "branch (exit 128).",
        "The commit went fine and origin exists, so it looks like a remote or permission problem.",
        "A new local branch has no upstream, and with the default push.default=simple git won't guess a "
        "destination for it.",
        "Push the first time with git push -u origin <branch> (same as --set-upstream), or set git config "
        "--global push.autoSetupRemote true once so a plain git push creates the upstream.",
        ["\"fatal: The current branch fix/nav-overflow has no upstream branch.\"",
         "\"git push -u origin fix/nav-overflow\" then \"branch 'fix/nav-overflow' set up to track "
         "'origin/fix/nav-overflow'.\""],
    )

    T.later(
        "l-push-search-branch", docs, "2025-05-15T10:00:00Z", "feat/search",
        user("Push the search branch so I can open a PR."),
        ok("git push -u origin feat/search", _pushed("ellie-w/docs-site", "feat/search")),
    )
    T.pair("t52-git-push-upstream", "l-push-search-branch", "neither",
           "dated before the lesson's source session, though it pushes with -u")

    T.later(
        "l-push-retry-branch", "/home/ellie/api-client", "2025-06-03T09:20:00Z", "main",
        user("Commit the retry change on a new branch feat/retry and push it."),
        ok("git switch -c feat/retry && git commit -am \"Retry idempotent requests on 502/503\"",
           "Switched to a new branch 'feat/retry'\n[feat/retry 91b0e3f] Retry idempotent requests on 502/503\n"
           " 3 files changed, 48 insertions(+), 6 deletions(-)"),
        err("git push", _no_upstream("feat/retry"), 128),
        ok("git push -u origin feat/retry", _pushed("ellie-w/api-client", "feat/retry")),
    )
    T.pair("t52-git-push-upstream", "l-push-retry-branch", "recurred",
           "a bare git push of the new feat/retry branch failed with no upstream branch before -u")

    T.later(
        "l-push-release-script", docs, "2025-06-11T15:00:00Z", "main",
        user("Cut release 2.4.0 with scripts/cut-release.sh."),
        err("./scripts/cut-release.sh 2.4.0",
            "Switched to a new branch 'release/2.4.0'\n[release/2.4.0 c07d5e1] Release 2.4.0\n"
            " 2 files changed, 3 insertions(+), 3 deletions(-)\n" + _no_upstream("release/2.4.0"), 128),
        say("The script creates the release branch and then runs a bare `git push`, which has no upstream for a "
            "new branch. Pushing it by hand now and fixing the script for next time."),
        edit(f"{docs}/scripts/cut-release.sh", "git push\n", "git push -u origin \"release/$1\"\n"),
        ok("git push -u origin release/2.4.0", _pushed("ellie-w/docs-site", "release/2.4.0")),
    )
    T.pair("t52-git-push-upstream", "l-push-release-script", "recurred",
           "the release script's bare git push of release/2.4.0 failed with no upstream branch")

    T.later(
        "l-push-auto-setup-remote", "/home/ellie/api-client", "2025-06-15T11:00:00Z", "main",
        user("I'm tired of the upstream dance for new branches. Make plain `git push` work, then push the lint fix "
             "on a new branch chore/lint."),
        ok("git config --global push.autoSetupRemote true && git switch -c chore/lint && git commit -qam \"Fix "
           "lint\" && git push", "Switched to a new branch 'chore/lint'\n"
           + _pushed("ellie-w/api-client", "chore/lint")),
    )
    T.pair("t52-git-push-upstream", "l-push-auto-setup-remote", "applied",
           "push.autoSetupRemote set before the plain git push of the new branch; no error")

    T.later(
        "l-push-powershell", "C:\\Users\\ellie\\docs-site", "2025-06-19T08:00:00Z", "main",
        user("Put the Windows setup notes on a branch docs/win-setup and push it (PowerShell is fine)."),
        ok("powershell -NoProfile -Command \"git switch -c docs/win-setup; git add docs/windows.md; git commit -m "
           "'Windows setup notes'; git push -u origin docs/win-setup\"",
           "Switched to a new branch 'docs/win-setup'\n[docs/win-setup 5d2e8a0] Windows setup notes\n"
           " 1 file changed, 64 insertions(+)\n" + _pushed("ellie-w/docs-site", "docs/win-setup")),
    )
    T.pair("t52-git-push-upstream", "l-push-powershell", "applied",
           "the new branch was pushed with -u origin from PowerShell on the first try")

    T.later(
        "l-push-fetch-first", docs, "2025-06-09T16:30:00Z", "main",
        user("Push the typo fixes I committed on main."),
        err("git push", "To github.com:ellie-w/docs-site.git\n ! [rejected]        main -> main (fetch first)\n"
            "error: failed to push some refs to 'github.com:ellie-w/docs-site.git'\n"
            "hint: Updates were rejected because the remote contains work that you do not\n"
            "hint: have locally. This is usually caused by another repository pushing to\n"
            "hint: the same ref. If you want to integrate the remote changes, use\n"
            "hint: 'git pull' before pushing again.\n"
            "hint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1),
        ok("git pull --rebase && git push", "Successfully rebased and updated refs/heads/main.\n"
           "To github.com:ellie-w/docs-site.git\n   4e1c2a9..8a3f0b2  main -> main"),
    )
    T.pair("t52-git-push-upstream", "l-push-fetch-first", "neither",
           "a different git push error (rejected, fetch first) on a branch that has its upstream")

    T.later(
        "l-push-contributing-tip", "/home/omar/billing", "2025-06-21T10:00:00Z", "docs/contributing",
        user("New contributors keep hitting 'The current branch X has no upstream branch' on their first push. Add "
             "a tip to CONTRIBUTING.md."),
        read("/home/omar/billing/CONTRIBUTING.md", "# Contributing\n\n## Branches\n\nCreate a branch per change: "
             "`git switch -c feat/short-name`.\n"),
        edit("/home/omar/billing/CONTRIBUTING.md", "`git switch -c feat/short-name`.\n",
             "`git switch -c feat/short-name`.\n\nThe first push of a new branch needs `git push -u origin "
             "feat/short-name`, or set `git config --global push.autoSetupRemote true` once.\n"),
    )
    T.pair("t52-git-push-upstream", "l-push-contributing-tip", "neither",
           "the error is only quoted and the fix written into CONTRIBUTING.md; nothing is pushed")


FILLS = (_redis, _poppler, _push)
