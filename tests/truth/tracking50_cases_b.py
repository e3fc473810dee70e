"""Cases of the fiftieth tracking corpus (rules in tracking50_cases.py): docker compose stopped by an external
network that was never created, PyTorch DataLoader workers killed by a bus error in Docker's 64 MB /dev/shm, and
zoneinfo with no time zone database on alpine and Windows (a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking50_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_STARTED = "[+] Running 2/2\n ✔ Container {0}-db-1   Started\n ✔ Container {0}-app-1  Started"


def extnet() -> None:
    T.source(
        "s-compose-extnet", "/home/omar/stacks/wiki", "2025-04-07T18:00:00Z", "main",
        user("bring up the wiki stack on this new box; traefik gets its own stack later"),
        err("docker compose up -d", "network proxy declared as external, but could not be found"),
        read("/home/omar/stacks/wiki/compose.yaml",
             "services:\n  app:\n    image: requarks/wiki:2\n    networks: [default, proxy]\n  db:\n"
             "    image: postgres:16\n    env_file: .env\nnetworks:\n  proxy:\n    external: true\n"),
        say("The app joins `proxy`, declared external, so compose expects it to exist already; on this box nothing "
            "has created it. Creating it once."),
        ok("docker network create proxy", "8c1f6e2b0d9a4f7e3b5c2a1d0e9f8c7b6a5d4e3f2c1b0a9e8d7c6b5a4f3e2d1c"),
        ok("docker compose up -d", _STARTED.format("wiki")))
    T.lesson(
        "t50-compose-external-network", "global", "en", "s-compose-extnet", "tool_quirk",
        "docker compose up stops on an external network that was never created",
        "`docker compose up -d` prints `network proxy declared as external, but could not be found` and starts "
        "nothing.",
        "Compose creates the networks a file declares, so it looks like a typo or a compose bug; but a network "
        "marked external: true is never created by compose, it has to exist already.",
        "The service joins a network declared with external: true (shared with a reverse-proxy stack). On a fresh "
        "host, or before the other stack ever ran, nothing has created it.",
        "Create the network once before starting the stack: `docker network create proxy` (idempotent in scripts: "
        "`docker network inspect proxy >/dev/null 2>&1 || docker network create proxy`), then `docker compose up -d`.",
        ["`docker compose up -d` failed: `network proxy declared as external, but could not be found`",
         "`docker network create proxy`, then `docker compose up -d` started `wiki-app-1`"])

    T.later(
        "l-net-ssh", "/home/omar/stacks", "2025-05-05T20:10:00Z", "main",
        user("deploy the grafana stack to vps2"),
        ok("rsync -az grafana/ vps2:/opt/stacks/grafana/", ""),
        err("ssh vps2 'cd /opt/stacks/grafana && docker compose up -d'",
            "network web declared as external, but could not be found"),
        ok("ssh vps2 'docker network create web && cd /opt/stacks/grafana && docker compose up -d'",
           "f0e1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d\n[+] Running 1/1\n"
           " ✔ Container grafana-grafana-1  Started"))
    T.pair("t50-compose-external-network", "l-net-ssh", "recurred",
           "on vps2 compose stopped on the external network web that did not exist yet, then it was created")
    T.later(
        "l-net-make", "/home/lea/src/shop", "2025-05-22T09:40:00Z", "feat/search",
        user("make up, then run the search smoke test"),
        err("make up", "docker compose -f compose.yaml -f compose.dev.yaml up -d\nnetwork shared-backend declared as "
            "external, but could not be found\nmake: *** [Makefile:12: up] Error 1", 2),
        say("compose.dev.yaml attaches the api to shared-backend, which only the payments stack creates."))
    T.pair("t50-compose-external-network", "l-net-make", "recurred",
           "make up ran docker compose, which stopped on the never-created external network shared-backend")
    T.later(
        "l-net-script", "/home/omar/stacks/wiki", "2025-06-06T17:30:00Z", "main",
        user("reinstall the wiki on the rebuilt host using scripts/up.sh"),
        read("/home/omar/stacks/wiki/scripts/up.sh",
             "#!/bin/sh\nset -e\ndocker network inspect proxy >/dev/null 2>&1 || docker network create proxy\n"
             "docker compose up -d\n"),
        ok("./scripts/up.sh", "3d2c1b0a9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d\n"
           + _STARTED.format("wiki")))
    T.pair("t50-compose-external-network", "l-net-script", "applied",
           "the script created the proxy network if missing before docker compose up, which started the stack")
    T.later(
        "l-net-pwsh", "C:\\Users\\omar\\stacks\\blog", "2025-06-18T12:15:00Z", "main",
        user("start the blog stack on my Windows laptop, it hangs off the traefik-public network"),
        ok("docker network create traefik-public; docker compose up -d",
           "a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6\n" + _STARTED.format("blog")))
    T.pair("t50-compose-external-network", "l-net-pwsh", "applied",
           "in PowerShell the external network was created first, then compose up started the stack with no error")
    T.later(
        "l-net-undefined", "/home/lea/src/shop", "2025-07-01T10:05:00Z", "feat/queue",
        user("add a backend network for the worker and start it"),
        edit("/home/lea/src/shop/compose.yaml", "  worker:\n    build: ./worker\n",
             "  worker:\n    build: ./worker\n    networks: [backend]\n"),
        err("docker compose up -d worker", "service \"worker\" refers to undefined network backend: invalid compose "
            "project"),
        edit("/home/lea/src/shop/compose.yaml", "volumes:\n  pgdata:\n",
             "volumes:\n  pgdata:\nnetworks:\n  backend:\n"),
        ok("docker compose up -d worker", "[+] Running 2/2\n ✔ Network shop_backend     Created\n"
           " ✔ Container shop-worker-1  Started"))
    T.pair("t50-compose-external-network", "l-net-undefined", "neither",
           "a different compose error (a network used but not declared), fixed in the file; no external network")
    T.later(
        "l-net-stale", "/home/omar/stacks/wiki", "2025-07-16T08:25:00Z", "main",
        user("the box was restored from a /var/lib/docker snapshot and the wiki won't come back"),
        err("docker compose up -d", "[+] Running 0/1\n ⠋ Container wiki-app-1  Starting\nError response from daemon: "
            "network 7d3b2f1a9c0e8d6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b not found"),
        ok("docker compose up -d --force-recreate", _STARTED.format("wiki")))
    T.pair("t50-compose-external-network", "l-net-stale", "neither",
           "a container still pointing at a removed network id, fixed by --force-recreate; not the missing external "
           "network error")
    T.later(
        "l-net-redis", "/home/omar/scratch", "2025-08-02T14:00:00Z", "HEAD",
        user("quick check that redis 7 answers from another container"),
        ok("docker network create redis-test && docker run -d --name r1 --network redis-test redis:7 && "
           "docker run --rm --network redis-test redis:7 redis-cli -h r1 ping",
           "5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d\n"
           "91c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0\nPONG"))
    T.pair("t50-compose-external-network", "l-net-redis", "neither",
           "docker network create used for a throwaway two-container test, not for a compose external network")


_BUS = ("ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory "
        "(shm).\n")


def _bus(pid: int, py: str) -> str:
    return (f"epoch 1/1:   3%|▎         | 14/412 [00:06<02:51,  2.32it/s]\n{_BUS}Traceback (most recent call last):\n"
            f"  File \"{py}/site-packages/torch/utils/data/dataloader.py\", line 1133, in _try_get_data\n"
            f"    data = self._data_queue.get(timeout=timeout)\n"
            f"RuntimeError: DataLoader worker (pid {pid}) is killed by signal: Bus error. It is possible that "
            f"dataloader's workers are out of shared memory. Please try to raise your shared memory limit.")


def shm() -> None:
    img = "pytorch/pytorch:2.3.1-cuda12.1-cudnn8-runtime"
    run = f'docker run --rm --gpus all -v "$PWD":/work -w /work {img} python train.py --epochs 1 --workers 8'
    T.source(
        "s-torch-shm", "/home/yuki/src/defect-cls", "2025-04-09T11:00:00Z", "exp/aug-v3",
        user("run one epoch of train.py in the pytorch container to check the new augmentations"),
        err(run, _bus(213, "/opt/conda/lib/python3.10")),
        ok(f"docker run --rm {img} df -h /dev/shm",
           "Filesystem      Size  Used Avail Use% Mounted on\nshm              64M     0   64M   0% /dev/shm"),
        say("Docker gives the container a 64 MB /dev/shm and the 8 DataLoader workers hand batches over through "
            "shared memory. Rerunning with a bigger shm."),
        ok(run.replace("--gpus all", "--gpus all --shm-size=8g"),
           "epoch 1/1: 100%|██████████| 412/412 [02:58<00:00,  2.31it/s]\nval acc 0.947  loss 0.163\n"
           "saved checkpoints/aug-v3-ep1.pt"))
    T.lesson(
        "t50-torch-docker-shm", "global", "en", "s-torch-shm", "env_setup",
        "PyTorch DataLoader workers die with a bus error in Docker's default 64 MB /dev/shm",
        "Training in a container stops after a few batches with `ERROR: Unexpected bus error encountered in "
        "worker. This might be caused by insufficient shared memory (shm).` and `is killed by signal: Bus error`.",
        "The same script runs on the host and with --workers 0, so it looks like a dataset, GPU or augmentation "
        "bug; the container's tiny /dev/shm is the difference.",
        "docker run gives a container a 64 MB /dev/shm by default; DataLoader workers (num_workers > 0) pass "
        "batches to the main process through shared memory and overflow it.",
        "Give the container more shared memory: `docker run --shm-size=8g …`, or `--ipc=host`, or `shm_size` on the "
        "service in compose.yaml.",
        ["`train.py --epochs 1 --workers 8` in the container failed: `RuntimeError: DataLoader worker (pid 213) is "
         "killed by signal: Bus error.`",
         "`df -h /dev/shm` in the image showed `shm              64M     0   64M   0% /dev/shm`",
         "rerun with `--shm-size=8g` finished: `saved checkpoints/aug-v3-ep1.pt`"])

    T.later(
        "l-shm-compose", "/home/yuki/src/defect-cls", "2025-05-07T09:15:00Z", "exp/aug-v4",
        user("move the training run into compose so Ken can start it too; three epochs"),
        write("/home/yuki/src/defect-cls/compose.yaml",
              f"services:\n  trainer:\n    image: {img}\n    working_dir: /work\n    volumes: [\".:/work\"]\n"
              "    shm_size: \"8gb\"\n    deploy:\n      resources:\n        reservations:\n          devices:\n"
              "            - capabilities: [gpu]\n"),
        ok("docker compose run --rm trainer python train.py --epochs 3 --workers 8",
           "epoch 3/3: 100%|██████████| 412/412 [02:57<00:00,  2.32it/s]\nval acc 0.951  loss 0.149\n"
           "saved checkpoints/aug-v4-ep3.pt"))
    T.pair("t50-torch-docker-shm", "l-shm-compose", "applied",
           "shm_size set for the compose service, then training with 8 workers ran through with no bus error")
    T.later(
        "l-shm-make-oom", "/home/yuki/src/defect-cls", "2025-05-28T13:40:00Z", "exp/vit-b",
        user("make train with the vit-b config"),
        err("make train CONFIG=configs/vit_b.yaml",
            f"docker run --rm --gpus all --ipc=host -v /home/yuki/src/defect-cls:/work -w /work {img} python "
            "train.py --config configs/vit_b.yaml --workers 8\ntorch.OutOfMemoryError: CUDA out of memory. Tried to "
            "allocate 2.00 GiB. GPU 0 has a total capacity of 23.65 GiB of which 1.12 GiB is free.\n"
            "make: *** [Makefile:9: train] Error 1", 2),
        say("That's GPU memory this time; halving the batch size in vit_b.yaml."))
    T.pair("t50-torch-docker-shm", "l-shm-make-oom", "applied",
           "the make target ran the container with --ipc=host, the lesson's alternative; the later CUDA OOM is a "
           "different failure and no bus error came first")
    T.later(
        "l-shm-nvcr", "/home/yuki/src/seg-unet", "2025-06-12T10:00:00Z", "main",
        user("try the NGC image for the unet training"),
        err('docker run --rm --gpus all -v "$PWD":/ws -w /ws nvcr.io/nvidia/pytorch:24.05-py3 python '
            "train_unet.py --workers 6",
            "NOTE: The SHMEM allocation limit is set to the default of 64MB.  This may be\n   insufficient for "
            "PyTorch.  NVIDIA recommends the use of the following flags:\n   docker run --gpus all --ipc=host "
            "--ulimit memlock=-1 --ulimit stack=67108864 ...\n\n" + _bus(377,
                                                                         "/usr/local/lib/python3.10/dist-packages")))
    T.pair("t50-torch-docker-shm", "l-shm-nvcr", "recurred",
           "another repo and image: the DataLoader workers died with the shm bus error under the 64 MB default")
    T.later(
        "l-shm-ssh", "/home/yuki/src/ocr-train", "2025-07-03T22:05:00Z", "main",
        user("kick off the OCR fine-tune on gpu-a100"),
        err("ssh gpu-a100 'cd ~/runs/ocr && ./run_train.sh --workers 12'", _bus(1042, "/opt/conda/lib/python3.11")),
        ok("ssh gpu-a100 \"cd ~/runs/ocr && sed -i 's/docker run --rm/docker run --rm --shm-size=16g/' run_train.sh "
           "&& ./run_train.sh --workers 12 | tail -n 1\"", "saved ckpt/ocr-ft-ep1.pt"))
    T.pair("t50-torch-docker-shm", "l-shm-ssh", "recurred",
           "the training script on gpu-a100 hit the DataLoader bus error again before --shm-size was added")
    T.later(
        "l-shm-killed", "/home/yuki/src/defect-cls", "2025-07-19T16:30:00Z", "exp/hires",
        user("the hi-res run dies on my workstation (conda env, no docker)"),
        err("conda run -n defect python train.py --epochs 1 --workers 16 --img-size 1024",
            "RuntimeError: DataLoader worker (pid 4120) is killed by signal: Killed."),
        ok("sudo dmesg | tail -n 1", "[81234.551] Out of memory: Killed process 4120 (pt_data_worker) total-vm:"
           "18823400kB, anon-rss:9512332kB"))
    T.pair("t50-torch-docker-shm", "l-shm-killed", "neither",
           "workers killed by the kernel OOM killer on the host (signal: Killed), not the bus error from Docker's shm")
    T.later(
        "l-shm-selenium", "/home/yuki/src/label-ui", "2025-08-06T11:20:00Z", "e2e",
        user("start a selenium chrome container for the e2e tests"),
        ok('docker run -d -p 4444:4444 --shm-size="2g" selenium/standalone-chrome:124.0',
           "c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2"),
        ok("npx wdio run wdio.conf.js", "Spec Files:	 12 passed, 12 total (100% completed) in 00:01:48"))
    T.pair("t50-torch-docker-shm", "l-shm-selenium", "neither",
           "--shm-size given to a Selenium Chrome container; no PyTorch training and no bus error")
    T.later(
        "l-shm-before", "/home/yuki/src/defect-cls", "2025-03-20T10:10:00Z", "main",
        user("baseline run in docker please"),
        ok(f'docker run --rm --gpus all --ipc=host -v "$PWD":/work -w /work {img} python train.py --epochs 1',
           "val acc 0.921  loss 0.221"))
    T.pair("t50-torch-docker-shm", "l-shm-before", "neither",
           "dated before the lesson's source session, whatever it holds")


def _tz(script: str, key: str, py: str = "/usr/local/lib/python3.12", line: int = 9) -> str:
    return (f"Traceback (most recent call last):\n  File \"{py}/zoneinfo/_common.py\", line 12, in load_tzdata\n"
            f"    return resources.files(package).joinpath(resource_name).open(\"rb\")\n"
            f"ModuleNotFoundError: No module named 'tzdata'\n\nDuring handling of the above exception, another "
            f"exception occurred:\n\nTraceback (most recent call last):\n  File \"{script}\", line {line}, in "
            f"<module>\n    TZ = ZoneInfo(\"{key}\")\n  File \"{py}/zoneinfo/_common.py\", line 24, in load_tzdata\n"
            f"    raise ZoneInfoNotFoundError(f\"No time zone found with key {{key}}\")\n"
            f"zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key {key}'")


def tzdata() -> None:
    T.source(
        "s-zoneinfo-tzdata", "/home/jiwoo/src/booking-api", "2025-04-10T14:20:00Z", "fix/kst-report",
        user("일일 리포트를 KST 기준으로 바꿨어. 이미지 빌드해서 report 모듈 한 번 돌려봐"),
        ok("docker build -q -t booking-api:dev .",
           "sha256:9f1c2e7a4b3d6e5f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f"),
        err("docker run --rm booking-api:dev python -m booking.report --date 2025-04-09",
            _tz("/app/booking/report.py", "Asia/Seoul")),
        ok("docker run --rm booking-api:dev sh -c 'head -n 1 /etc/os-release; ls /usr/share/zoneinfo'",
           "NAME=\"Alpine Linux\"\nls: /usr/share/zoneinfo: No such file or directory"),
        say("python:3.12-alpine 이미지에는 시스템 tz 데이터베이스가 없고 tzdata 파이썬 패키지도 없어서 zoneinfo가 "
            "Asia/Seoul을 찾지 못합니다. requirements.txt에 tzdata를 추가하겠습니다."),
        edit("/home/jiwoo/src/booking-api/requirements.txt", "fastapi==0.110.0\n",
             "fastapi==0.110.0\ntzdata==2025.2\n"),
        ok("docker build -q -t booking-api:dev . && docker run --rm booking-api:dev python -m booking.report "
           "--date 2025-04-09", "sha256:0b7e3c9d1f2a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c\n"
           "report 2025-04-09 (Asia/Seoul): 312 bookings, 4 cancelled"))
    T.lesson(
        "t50-zoneinfo-no-tzdata", "global", "ko", "s-zoneinfo-tzdata", "env_setup",
        "tz 데이터베이스가 없는 환경(alpine 이미지, Windows)에서 zoneinfo가 'No time zone found with key'로 실패",
        "`zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key Asia/Seoul'`이 나고, 그 앞에 "
        "`ModuleNotFoundError: No module named 'tzdata'`가 먼저 찍힘.",
        "키 이름이 틀린 것처럼 보이지만 키는 맞다. 로컬(데비안, macOS)에서는 잘 돌아서 코드 문제로 오해하기 쉽다.",
        "zoneinfo는 시스템 tz 데이터베이스(/usr/share/zoneinfo)를 먼저 찾고 없으면 tzdata 파이썬 패키지를 쓰는데, "
        "python:*-alpine 이미지와 Windows에는 둘 다 없다.",
        "tzdata 패키지를 프로젝트 의존성에 넣는다(requirements.txt에 tzdata, `pip install tzdata`, `uv add tzdata`). "
        "또는 이미지에 시스템 tz 데이터를 설치한다(`apk add --no-cache tzdata`, 데비안 계열은 "
        "`apt-get install -y tzdata`).",
        ["`python -m booking.report --date 2025-04-09` 실패: `zoneinfo._common.ZoneInfoNotFoundError: 'No time zone "
         "found with key Asia/Seoul'`",
         "이미지 확인: `ls: /usr/share/zoneinfo: No such file or directory`",
         "requirements.txt에 `tzdata==2025.2` 추가 후 재빌드하니 `report 2025-04-09 (Asia/Seoul): 312 bookings, 4 "
         "cancelled`"])

    T.later(
        "l-tz-windows", "C:\\Users\\jiwoo\\src\\settlement", "2025-05-09T09:30:00Z", "main",
        user("PowerShell에서 4월 정산 export 돌려줘"),
        err("py -3.12 scripts\\export_kst.py --month 2025-04",
            _tz("C:\\Users\\jiwoo\\src\\settlement\\scripts\\export_kst.py", "Asia/Seoul",
                "C:\\Users\\jiwoo\\AppData\\Local\\Programs\\Python\\Python312\\Lib", 14)),
        ok("py -3.12 -m pip install tzdata; py -3.12 scripts\\export_kst.py --month 2025-04",
           "Successfully installed tzdata-2025.2\nwrote out\\settlement-2025-04.csv (1,884 rows)"))
    T.pair("t50-zoneinfo-no-tzdata", "l-tz-windows", "recurred",
           "on Windows ZoneInfo('Asia/Seoul') failed with No time zone found and No module named 'tzdata' again")
    T.later(
        "l-tz-alpine-ci", "/home/jiwoo/src/notify", "2025-06-04T11:45:00Z", "feat/berlin-office",
        user("CI 스크립트 로컬에서 돌려봐"),
        err("./ci/test.sh", "+ docker run --rm -v /home/jiwoo/src/notify:/src -w /src python:3.11-alpine sh -c "
            "'pip install -q -r requirements.txt && pytest -q'\n"
            "FAILED tests/test_schedule.py::test_berlin_quiet_hours - zoneinfo._common.ZoneInfoNotFoundError: 'No "
            "time zone found with key Europe/Berlin'\n1 failed, 41 passed in 2.31s"))
    T.pair("t50-zoneinfo-no-tzdata", "l-tz-alpine-ci", "recurred",
           "the CI script's alpine container raised ZoneInfoNotFoundError for Europe/Berlin: no tz data there")
    T.later(
        "l-tz-apk", "/home/jiwoo/src/reminder-worker", "2025-06-20T15:00:00Z", "main",
        user("reminder-worker도 alpine이라 같은 문제 날 거야. 미리 막고 돌려봐"),
        edit("/home/jiwoo/src/reminder-worker/Dockerfile", "FROM python:3.12-alpine\n",
             "FROM python:3.12-alpine\nRUN apk add --no-cache tzdata\n"),
        ok("docker build -q -t reminder-worker:dev . && docker run --rm reminder-worker:dev python -m reminder.tick "
           "--once", "sha256:6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b\n"
           "tick 2025-06-21T00:00:00+09:00: 17 reminders queued"))
    T.pair("t50-zoneinfo-no-tzdata", "l-tz-apk", "applied",
           "apk add tzdata put into the image (a fix the lesson names), then the worker ran with KST and no error")
    T.later(
        "l-tz-uv", "/home/jiwoo/src/notify", "2025-07-07T10:20:00Z", "feat/berlin-office",
        user("add tzdata as a real dependency and rerun the schedule dry run"),
        ok("uv add tzdata", "Resolved 24 packages in 311ms\nInstalled 1 package in 4ms\n + tzdata==2025.2"),
        ok("uv run python -m notify.schedule --dry-run", "Europe/Berlin quiet hours 22:00-07:00: 3 messages deferred"))
    T.pair("t50-zoneinfo-no-tzdata", "l-tz-uv", "applied",
           "uv add tzdata, the lesson's dependency fix, before the zoneinfo code ran cleanly")
    T.later(
        "l-tz-badkey", "/home/jiwoo/src/booking-api", "2025-07-24T13:10:00Z", "feat/jp-branch",
        user("오사카 지점용 리포트가 죽어"),
        err("docker run --rm booking-api:dev python -m booking.report --branch osaka",
            "  File \"/app/booking/branches.py\", line 22, in tz_for\n    return ZoneInfo(BRANCH_TZ[branch])\n"
            "zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key JST'"),
        ok("docker run --rm booking-api:dev pip show tzdata", "Name: tzdata\nVersion: 2025.2"),
        edit("/home/jiwoo/src/booking-api/booking/branches.py", "\"osaka\": \"JST\"", "\"osaka\": \"Asia/Tokyo\""),
        ok("docker build -q -t booking-api:dev . && docker run --rm booking-api:dev python -m booking.report "
           "--branch osaka", "sha256:1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d\n"
           "report osaka: 58 bookings"))
    T.pair("t50-zoneinfo-no-tzdata", "l-tz-badkey", "neither",
           "the same error for a key that does not exist (JST) with tzdata installed; another cause, fixed in code")
    T.later(
        "l-tz-naive", "/home/jiwoo/src/booking-api", "2025-08-12T09:00:00Z", "fix/cutoff",
        user("테스트 하나가 datetime 비교에서 죽어"),
        err("docker run --rm booking-api:dev pytest -q tests/test_cutoff.py",
            "FAILED tests/test_cutoff.py::test_cutoff_is_midnight_kst - TypeError: can't compare offset-naive and "
            "offset-aware datetimes\n1 failed in 0.41s"),
        edit("/home/jiwoo/src/booking-api/booking/cutoff.py", "datetime.now()", "datetime.now(KST)"),
        ok("docker run --rm booking-api:dev pytest -q tests/test_cutoff.py", "3 passed in 0.38s"))
    T.pair("t50-zoneinfo-no-tzdata", "l-tz-naive", "neither",
           "a different time zone error (naive vs aware datetimes); tz data was present and not touched")
    T.later(
        "l-tz-before", "/home/jiwoo/src/booking-api", "2025-03-25T17:00:00Z", "main",
        user("리포트 모듈이 alpine에서 죽어"),
        err("docker run --rm booking-api:dev python -m booking.report", _tz("/app/booking/report.py", "Asia/Seoul")),
        ok("docker run --rm booking-api:dev sh -c 'pip install -q tzdata && python -m booking.report'",
           "report 2025-03-24 (Asia/Seoul): 288 bookings, 2 cancelled"))
    T.pair("t50-zoneinfo-no-tzdata", "l-tz-before", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = (extnet, shm, tzdata)
