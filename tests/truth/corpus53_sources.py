"""Scripted sessions of corpus53, part one: Immich in docker compose (in Korean, a Task, a long log), Paperless-ngx's
consume folder on a CIFS mount (German prompts, tabs in output), Mastodon 4.2's tootctl and Sidekiq under systemd (a
long output, tabs), Grafana Alloy replacing promtail (ANSI colour, file:line:col errors), FreeRADIUS 3.2 on Debian 12
(file[line] errors, tab-indented config, a long output)."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC

_E = ESC

# ---------------------------------------------------------------- Immich (Korean, Linux bash, a Task, a long log)
_IMMICH_PS = """NAME              IMAGE                                                COMMAND                  \
SERVICE \
        CREATED       STATUS                 PORTS
immich_postgres   docker.io/tensorchord/pgvecto-rs:pg14-v0.2.0         "docker-entrypoint.s…"   database \
       2 hours ago   Up 2 hours (healthy)   5432/tcp
immich_redis      docker.io/redis:6.2-alpine                           "docker-entrypoint.s…"   redis   \
        2 hours ago   Up 2 hours (healthy)   6379/tcp
immich_server     ghcr.io/immich-app/immich-server:release             "tini -- /bin/bash s…"   immich-server \
  2 hours ago   Up 2 hours (healthy)   0.0.0.0:2283->3001/tcp"""

_IMMICH_LOG = """immich_server  | [Nest] 7  - 03/04/2025, 10:41:02 AM     LOG [Api:EventRepository] Websocket Connect: \
   \
qLx2a9Vn0b1CkE3fAAAB
immich_server  | [Nest] 7  - 03/04/2025, 10:41:05 AM     LOG [Api:AuthService] Login attempt: minjun@example.com
immich_server  | [Nest] 7  - 03/04/2025, 10:41:19 AM   ERROR [Api:ExceptionsHandler] EACCES: permission denied, mkdir \
'/usr/src/app/upload/upload/3f1c2a9e-7b41-4d2c-9a55-0c7f6b1e2d84/ab'
immich_server  | Error: EACCES: permission denied, mkdir '/usr/src/app/upload/upload/3f1c2a9e-7b41-4d2c-9a55-0c7f6b1e2d\
84/ab'
immich_server  |     at async Object.mkdir (node:internal/fs/promises:858:10)
immich_server  |     at async StorageRepository.mkdir (/usr/src/app/dist/repositories/storage.repository.js:118:9)
immich_server  |     at async AssetMediaService.uploadAsset (/usr/src/app/dist/services/asset-media.service.js:97:13)
immich_server  | [Nest] 7  - 03/04/2025, 10:41:20 AM   ERROR [Api:ExceptionsHandler] EACCES: permission denied, mkdir \
'/usr/src/app/upload/upload/3f1c2a9e-7b41-4d2c-9a55-0c7f6b1e2d84/c4'
immich_server  | [Nest] 7  - 03/04/2025, 10:41:20 AM   ERROR [Api:ExceptionsHandler] EACCES: permission denied, mkdir \
'/usr/src/app/upload/upload/3f1c2a9e-7b41-4d2c-9a55-0c7f6b1e2d84/0e'
immich_server  | [Nest] 17  - 03/04/2025, 10:42:00 AM     LOG [Microservices:JobService] Job queue stats: \
thumbnailGeneration 0 active, 0 waiting
immich_server  | [Nest] 17  - 03/04/2025, 10:42:00 AM    WARN [Microservices:JobService] Machine learning is \
unavailable: connect ECONNREFUSED 172.18.0.5:3003
immich_server  | [Nest] 7  - 03/04/2025, 10:42:31 AM   ERROR [Api:ExceptionsHandler] EACCES: permission denied, mkdir \
'/usr/src/app/upload/upload/3f1c2a9e-7b41-4d2c-9a55-0c7f6b1e2d84/7a'"""

IMMICH = [
    ("user", "이미치(Immich)를 docker compose로 올렸는데 머신러닝 컨테이너가 안 뜨고, 폰 앱에서 사진 업로드도 계속 실패해. "
             "GPU 없는 미니PC(N100)야. 사진은 NAS(/mnt/nas)에 저장하게 해놨어. 좀 봐줄래?"),
    ("bash", "docker compose ps", _IMMICH_PS, False),
    ("bash", "docker compose up -d immich-machine-learning",
     "Exit code 1\n[+] Running 1/0\n ✔ Container immich_redis  Running                                            "
     "0.0s\n"
     "Error response from daemon: could not select device driver \"nvidia\" with capabilities: [[gpu]]", True),
    ("bash", "grep -n -A7 'immich-machine-learning:' docker-compose.yml",
     "48:  immich-machine-learning:\n49-    container_name: immich_machine_learning\n"
     "50-    # For hardware acceleration, add one of -[armnn, cuda, openvino] to the image tag.\n"
     "51-    # Example tag: ${IMMICH_VERSION:-release}-cuda\n"
     "52-    image: ghcr.io/immich-app/immich-machine-learning:${IMMICH_VERSION:-release}-cuda\n"
     "53-    extends: # uncomment this section for hardware acceleration - see "
     "https://immich.app/docs/features/ml-hardware-acceleration\n"
     "54-      file: hwaccel.ml.yml\n55-      service: cuda # set to one of [armnn, cuda, openvino, openvino-wsl] for "
     "accelerated inference", False),
    ("say", "ML 서비스가 `hwaccel.ml.yml`의 `cuda` 서비스를 extends하고 있고 이미지 태그도 `-cuda`예요. 이 PC엔 NVIDIA GPU가 "
            "없으니 도커가 nvidia 드라이버를 못 찾는 거예요. `hwaccel.ml.yml`에는 `cpu` 서비스도 있으니 그걸로 바꾸고 태그에서 "
            "`-cuda`를 뺄게요."),
    ("edit", "/home/minjun/immich-app/docker-compose.yml",
     "    image: ghcr.io/immich-app/immich-machine-learning:${IMMICH_VERSION:-release}-cuda\n"
     "    extends: # uncomment this section for hardware acceleration - see https://immich.app/docs/features/ml-hardwar"
     "e-acceleration\n"
     "      file: hwaccel.ml.yml\n      service: cuda # set to one of [armnn, cuda, openvino, openvino-wsl] for "
     "accelerated inference",
     "    image: ghcr.io/immich-app/immich-machine-learning:${IMMICH_VERSION:-release}\n"
     "    extends:\n      file: hwaccel.ml.yml\n      service: cpu"),
    ("bash", "docker compose up -d immich-machine-learning && sleep 20 && docker compose ps immich-machine-learning",
     "[+] Running 2/2\n ✔ immich-machine-learning Pulled                                              41.3s\n"
     " ✔ Container immich_machine_learning  Started                                     1.2s\n"
     "NAME                      IMAGE                                                COMMAND       SERVICE        "
     "           CREATED          STATUS                    PORTS\n"
     "immich_machine_learning   ghcr.io/immich-app/immich-machine-learning:release   \"tini -- ./start.sh\"   "
     "immich-machine-learning   22 seconds ago   Up 21 seconds (healthy)", False),
    ("say", "머신러닝 컨테이너는 이제 healthy예요. 업로드 실패는 서버 로그를 볼게요."),
    ("bash", "docker compose logs --tail=12 immich-server", _IMMICH_LOG, False),
    ("bash", "grep -E '^(UPLOAD_LOCATION|DB_DATA_LOCATION)' .env && mount | grep /mnt/nas && "
             "stat -c '%U:%G %a' /mnt/nas/photos",
     "UPLOAD_LOCATION=/mnt/nas/photos\nDB_DATA_LOCATION=/mnt/nas/immich-db\n"
     "192.168.0.10:/volume1/immich on /mnt/nas type nfs4 (rw,relatime,vers=4.1,rsize=131072,wsize=131072,namlen=255,"
     "hard,proto=tcp,timeo=600,retrans=2,sec=sys,clientaddr=192.168.0.20,local_lock=none,addr=192.168.0.10)\n"
     "minjun:users 755", False),
    ("bash", "sudo chmod -R 777 /mnt/nas/photos",
     "Exit code 1\nchmod: changing permissions of '/mnt/nas/photos': Operation not permitted", True),
    ("say", "NAS가 이 공유를 root_squash로 export하고 있어요. 이미치 서버는 컨테이너 안에서 root로 도는데, NFS에서는 root가 "
            "nobody로 매핑돼서 minjun 소유(755)인 폴더에 mkdir을 못 하고, 로컬에서 sudo로 chmod 해도 같은 이유로 막혀요.\n\n"
            "해결은 NAS 쪽 설정이라 제가 여기서 할 수는 없어요. NAS의 `/etc/exports`(Synology면 NFS 권한 → Squash)에서 이 "
            "공유를 이렇게 바꿔 주세요:\n\n```\n/volume1/immich 192.168.0.20(rw,sync,all_squash,anonuid=1000,anongid=100)\n```\n\n"
            "그러면 컨테이너의 root가 NAS에서 minjun(1000:100)으로 매핑돼서 업로드 폴더를 만들 수 있어요. 바꾼 다음 "
            "`exportfs -ra`를 NAS에서 실행하면 돼요."),
    ("user", "NAS는 내일 직접 손볼게. 근데 DB_DATA_LOCATION도 NAS에 있잖아, 그건 괜찮은 거야?"),
    ("task", "Check Immich Postgres data on NFS",
     "Check whether running Immich's Postgres data directory on NFS is safe. DB_DATA_LOCATION=/mnt/nas/immich-db is on "
     "the NFSv4.1 mount 192.168.0.10:/volume1/immich (mounted at /mnt/nas, a Synology). Look at docker-compose.yml, "
     ".env, "
     "the database container's logs and the mount options, and report risks and what to do. Do not change anything.",
     "Findings for /home/minjun/immich-app:\n\n"
     "1. `DB_DATA_LOCATION=/mnt/nas/immich-db` is bind-mounted as `/var/lib/postgresql/data` in the `database` "
     "service, so "
     "the whole Postgres cluster lives on the NFSv4.1 share (`hard,proto=tcp,timeo=600`).\n"
     "2. `docker compose logs database --tail=200` shows no errors so far (checkpoints complete, no fsync or I/O "
     "warnings).\n"
     "3. Immich's own environment-variable docs say the database location should be on a local drive: network shares "
     "are not supported for the database, and a dropped NFS connection during a write can leave Postgres with a "
     "corrupted cluster.\n\n"
     "Recommendation: keep the photos (`UPLOAD_LOCATION`) on the NAS, but move the database to local disk: stop the "
     "stack, copy `/mnt/nas/immich-db` to `./postgres` preserving ownership, set `DB_DATA_LOCATION=./postgres`, start "
     "again. Take a `pg_dumpall` first (`docker compose exec -T database pg_dumpall -U postgres > immich.sql`). The "
     "copy itself may hit the same root_squash permission problem, so do it after the NAS export is fixed."),
    ("say", "서브에이전트 조사 결과: 지금 DB 로그엔 에러가 없지만, 이미치 문서상 DB는 로컬 디스크에 둬야 하고 NFS는 지원되지 "
            "않아요. 연결이 끊기면 DB가 깨질 수 있어요. 사진은 NAS에 두고 DB만 `./postgres`로 옮기는 걸 추천해요. NAS "
            "권한을 고친 뒤에 `pg_dumpall`로 백업하고 옮기는 게 안전해요."),
    ("user", "알겠어, DB는 주말에 옮길게. 그럼 일단 PC에 있는 사진은 immich CLI로 올릴 준비만 해줘. API 키는 IMMICH_KEY "
             "환경변수에 있어."),
    ("bash", "npx @immich/cli login-key http://192.168.0.20:2283/api \"$IMMICH_KEY\"",
     "Exit code 1\nerror: unknown command 'login-key'\n(Did you mean login?)", True),
    ("bash", "npx @immich/cli login http://192.168.0.20:2283/api \"$IMMICH_KEY\"",
     "Logging in to http://192.168.0.20:2283/api\nLogged in as minjun@example.com\n"
     "Wrote auth info to /home/minjun/.config/immich/auth.yml", False),
    ("bash", "npx @immich/cli upload --recursive ~/Pictures/2024 --dry-run",
     "Crawling for assets...\nFound 1318 assets\n"
     "Hashing files           | ████████████████████████████████████████ | 100% | ETA: 0s | 1318/1318 assets\n"
     "Checking for duplicates | ████████████████████████████████████████ | 100% | ETA: 0s | 1318/1318 assets\n"
     "Found 1290 new files and 28 duplicates\nWould have uploaded 1290 assets (7.4 GB)", False),
    ("say", "CLI 로그인은 됐고 dry-run도 정상이에요(새 파일 1290개). 다만 실제 업로드는 NAS 권한을 고치기 전까지는 서버에서 "
            "똑같이 EACCES로 실패할 거라, NAS 설정 후에 `--dry-run` 없이 돌리면 돼요."),
    ("user", "오케이, 머신러닝은 이제 됐어. 나머지는 내일 NAS 고치고 할게."),
]

# ------------------------------------------------------- Paperless-ngx (German prompts, Linux bash, tabs in output)
PAPERLESS = [
    ("user", "Paperless-ngx zieht nichts aus dem consume-Ordner. Der Scanner legt die PDFs per SMB auf /mnt/scans ab, "
             "das ist im Container als consume gemountet. Die Dateien liegen da, aber es passiert einfach nichts. "
             "Kannst du mal schauen? Compose liegt in /srv/paperless."),
    ("bash", "docker compose ps --format '{{.Service}}\\t{{.Status}}'",
     "broker\tUp 3 days\ndb\tUp 3 days\ngotenberg\tUp 3 days\ntika\tUp 3 days\nwebserver\tUp 3 days (healthy)", False),
    ("bash", "ls -la /mnt/scans | head && docker compose logs --tail=6 webserver",
     "total 2184\ndrwxrwxr-x 2 1001 1001       0 Mar  4 08:02 .\ndrwxr-xr-x 5 root root    4096 Jan 12 19:40 ..\n"
     "-rwxrwxr-x 1 1001 1001  742113 Mar  4 07:58 Rechnung_2024-03.pdf\n"
     "-rwxrwxr-x 1 1001 1001 1490226 Mar  4 08:02 Scan_20240304_080144.pdf\n"
     "webserver-1  | [2024-03-01 06:12:40,118] [INFO] [paperless.management.consumer] Using inotify to watch directory "
     "for changes: /usr/src/paperless/consume\n"
     "webserver-1  | [2024-03-01 06:12:40,377] [INFO] [celery.worker.consumer.connection] Connected to "
     "redis://broker:6379//\n"
     "webserver-1  | [2024-03-01 06:12:41,002] [INFO] [celery.apps.worker] celery@3b9f0c2a1d44 ready.", False),
    ("bash", "mount | grep /mnt/scans && grep -n consume docker-compose.yml",
     "//nas.fritz.box/scans on /mnt/scans type cifs (rw,relatime,vers=3.1.1,cache=strict,username=scanner,uid=1001,"
     "forceuid,gid=1001,forcegid,addr=192.168.178.20,file_mode=0775,dir_mode=0775,soft,nounix,serverino,mapposix,"
     "rsize=4194304,wsize=4194304,bsize=1048576,echo_interval=60,actimeo=1)\n"
     "23:      - /mnt/scans:/usr/src/paperless/consume", False),
    ("say", "Der consume-Ordner ist ein CIFS-Mount. inotify bekommt auf SMB-Freigaben keine Ereignisse, wenn die Datei "
            "von einem anderen Rechner (hier dem Scanner) geschrieben wird, deshalb sieht Paperless die PDFs nie. "
            "Paperless "
            "muss den Ordner stattdessen pollen: `PAPERLESS_CONSUMER_POLLING` auf ein Intervall in Sekunden setzen."),
    ("edit", "/srv/paperless/docker-compose.env", "PAPERLESS_TIME_ZONE=Europe/Berlin\n",
     "PAPERLESS_TIME_ZONE=Europe/Berlin\nPAPERLESS_CONSUMER_POLLING=10\n"),
    ("bash", "docker compose up -d webserver && sleep 40 && docker compose logs --since 1m webserver | "
             "grep -E 'consumer|Consuming|ERROR'",
     " Container paperless-webserver-1  Recreate\n Container paperless-webserver-1  Recreated\n"
     " Container paperless-webserver-1  Starting\n Container paperless-webserver-1  Started\n"
     "webserver-1  | [2024-03-04 08:31:05,610] [INFO] [paperless.management.consumer] Polling directory for changes: "
     "/usr/src/paperless/consume\n"
     "webserver-1  | [2024-03-04 08:31:16,022] [INFO] [paperless.consumer] Consuming Rechnung_2024-03.pdf\n"
     "webserver-1  | [2024-03-04 08:31:16,519] [INFO] [paperless.consumer] Consuming Scan_20240304_080144.pdf\n"
     "webserver-1  | [2024-03-04 08:31:29,844] [ERROR] [paperless.consumer] Error occurred while consuming document "
     "Rechnung_2024-03.pdf: PermissionError: [Errno 13] Permission denied: "
     "'/usr/src/paperless/consume/Rechnung_2024-03.pdf'\n"
     "webserver-1  | [2024-03-04 08:31:33,107] [ERROR] [paperless.consumer] Error occurred while consuming document "
     "Scan_20240304_080144.pdf: PermissionError: [Errno 13] Permission denied: "
     "'/usr/src/paperless/consume/Scan_20240304_080144.pdf'", False),
    ("say", "Paperless sieht die Dateien jetzt (Polling). Das neue Problem: Paperless läuft im Container als UID 1000 "
            "(Standard von `USERMAP_UID`), die Freigabe ist aber mit uid=1001/gid=1001 gemountet, also darf Paperless "
            "die "
            "Originale nach dem Import nicht löschen. Ich setze `USERMAP_UID`/`USERMAP_GID` auf 1001."),
    ("edit", "/srv/paperless/docker-compose.env", "PAPERLESS_CONSUMER_POLLING=10\n",
     "PAPERLESS_CONSUMER_POLLING=10\nUSERMAP_UID=1001\nUSERMAP_GID=1001\n"),
    ("bash", "docker compose up -d webserver && sleep 60 && docker compose logs --since 2m webserver | "
             "grep -E 'Consuming|finished|ERROR'",
     " Container paperless-webserver-1  Recreate\n Container paperless-webserver-1  Recreated\n"
     " Container paperless-webserver-1  Starting\n Container paperless-webserver-1  Started\n"
     "webserver-1  | [2024-03-04 08:36:22,491] [INFO] [paperless.consumer] Consuming Rechnung_2024-03.pdf\n"
     "webserver-1  | [2024-03-04 08:36:23,010] [INFO] [paperless.consumer] Consuming Scan_20240304_080144.pdf\n"
     "webserver-1  | [2024-03-04 08:36:41,733] [INFO] [paperless.consumer] Document 2024-03-04 Rechnung_2024-03 "
     "consumption finished\n"
     "webserver-1  | [2024-03-04 08:36:52,118] [INFO] [paperless.consumer] Document 2024-03-04 "
     "Scan_20240304_080144 consumption finished", False),
    ("user", "Super! Die Rechnungen sind teils deutsch, teils französisch – kannst du die OCR auf deu+fra stellen?"),
    ("edit", "/srv/paperless/docker-compose.env", "PAPERLESS_OCR_LANGUAGE=deu\n", "PAPERLESS_OCR_LANGUAGE=deu+fra\n"),
    ("bash", "docker compose up -d webserver && sleep 30 && docker compose logs --since 1m webserver | tail -6",
     " Container paperless-webserver-1  Recreate\n Container paperless-webserver-1  Started\n"
     "webserver-1  | Paperless-ngx docker container starting...\n"
     "webserver-1  | SystemCheckError: System check identified some issues:\n"
     "webserver-1  | ERRORS:\n"
     "webserver-1  | ?: The selected ocr language fra is not installed. Paperless cannot OCR your documents without "
     "it. Please install it: set PAPERLESS_OCR_LANGUAGES in the container environment.\n"
     "webserver-1  | Paperless-ngx docker container exited with status 1, restarting in 10s", False),
    ("say", "Das Image enthält nur die Standard-Sprachpakete. `PAPERLESS_OCR_LANGUAGE` wählt die Sprachen für die OCR, "
            "`PAPERLESS_OCR_LANGUAGES` (Plural) installiert beim Containerstart zusätzliche Tesseract-Pakete. Ich "
            "ergänze "
            "`fra`."),
    ("edit", "/srv/paperless/docker-compose.env", "PAPERLESS_OCR_LANGUAGE=deu+fra\n",
     "PAPERLESS_OCR_LANGUAGE=deu+fra\nPAPERLESS_OCR_LANGUAGES=fra\n"),
    ("bash", "docker compose up -d webserver && sleep 60 && docker compose logs --since 2m webserver | "
             "grep -E 'Installing|tesseract|SystemCheck|ready'",
     "webserver-1  | Installing languages...\n"
     "webserver-1  | Package tesseract-ocr-fra not installed\n"
     "webserver-1  | Setting up tesseract-ocr-fra (1:4.1.0-2) ...\n"
     "webserver-1  | [2024-03-04 08:44:10,552] [INFO] [celery.apps.worker] celery@3b9f0c2a1d44 ready.", False),
    ("user", "Perfekt, die französische Rechnung von heute Morgen ist nach dem Neuimport jetzt durchsuchbar."),
    ("user", "Noch was: im Archiv sollen die Dateien nach Korrespondent/Jahr/Titel abgelegt werden."),
    ("edit", "/srv/paperless/docker-compose.env", "PAPERLESS_OCR_LANGUAGES=fra\n",
     "PAPERLESS_OCR_LANGUAGES=fra\nPAPERLESS_FILENAME_FORMAT={correspondent}/{created_year}/{title}\n"),
    ("bash", "docker compose up -d webserver",
     " Container paperless-webserver-1  Recreate\n Container paperless-webserver-1  Recreated\n"
     " Container paperless-webserver-1  Starting\n Container paperless-webserver-1  Started", False),
    ("say", "Neue Dokumente werden ab jetzt nach `{correspondent}/{created_year}/{title}` abgelegt. Bereits vorhandene "
            "Dokumente werden nicht automatisch verschoben – dafür muss einmal der Renamer im Container laufen:\n\n"
            "```\ndocker compose exec webserver document_renamer\n```\n\nBei ~400 Dokumenten dauert das ein paar "
            "Minuten."),
    ("user", "Mach ich heute Abend, wenn keiner scannt. Zum Schluss: wie sichere ich das Ganze am besten? Zeig mir "
             "auch "
             "kurz die letzten drei Dokumente aus der DB."),
    ("say", "Für Backups ist der eingebaute Exporter gedacht: er schreibt Originale, Archiv-PDFs und ein Manifest mit "
            "allen Metadaten, das `document_importer` wieder einlesen kann. Der Pfad ist relativ zum "
            "Arbeitsverzeichnis "
            "im Container, `../export` ist das gemountete Export-Verzeichnis."),
    ("bash", "docker compose exec -T webserver document_exporter ../export --zip && ls export/",
     "100%|██████████| 414/414 [00:21<00:00, 19.37it/s]\nexport-2024-03-04.zip", False),
    ("bash", "docker compose exec -T db psql -U paperless -At -F $'\\t' -c "
             "\"select id, title, correspondent_id from documents_document order by id desc limit 3\"",
     "414\tScan_20240304_080144\t\n413\tRechnung_2024-03\t7\n412\tKontoauszug Februar\t3", False),
    ("say", "Das ZIP `export-2024-03-04.zip` enthält alle 414 Dokumente. Am besten per Cronjob nachts exportieren und "
            "das "
            "ZIP mit eurem normalen Backup wegsichern."),
]

# ------------------------------------------------------------ Mastodon (Linux bash, long output, tabs in output)
_TOOT_PROGRESS = "\n".join(
    f"  {n}/48213 |{'=' * (n * 52 // 48213):<52}| Time: 00:{n * 41 // 48213:02d}:{(n * 7) % 60:02d}"
    for n in range(2000, 48213, 2000))

MASTODON = [
    ("user", "Our Mastodon server's disk is at 94%, mostly media cache from remote posts I think. Also the sidekiq "
             "`pull` queue has ~40k jobs backed up. Can you clean up and speed it up? Mastodon 4.2.8, installed from "
             "source under /home/mastodon/live, systemd units mastodon-web, mastodon-sidekiq, mastodon-streaming."),
    ("bash", "df -h / && sudo du -sh /home/mastodon/live/public/system/cache",
     "Filesystem      Size  Used Avail Use% Mounted on\n/dev/vda1       158G  148G  9.8G  94% /\n"
     "121G\t/home/mastodon/live/public/system/cache", False),
    ("bash", "cd /home/mastodon/live && sudo -u mastodon RAILS_ENV=production bin/tootctl media remove --days 7",
     "Exit code 127\n/usr/bin/env: 'ruby': No such file or directory", True),
    ("say", "`sudo -u mastodon` runs the command without the mastodon user's login shell, so rbenv's shims "
            "(`~/.rbenv/shims`) aren't on PATH and `bin/tootctl`'s `#!/usr/bin/env ruby` finds no ruby. Running it "
            "through a login shell as that user fixes that."),
    ("bash", "sudo -iu mastodon bash -lc 'cd ~/live && RAILS_ENV=production bin/tootctl media usage'",
     "Attachments:\t58.2 GB (1.9 GB local)\nCustom emoji:\t412 MB (1.2 MB local)\nPreview cards:\t36.8 GB\n"
     "Avatars:\t14.1 GB (22.4 MB local)\nHeaders:\t9.6 GB (48 MB local)\nBackups:\t0 Bytes\nImports:\t0 Bytes\n"
     "Settings:\t0 Bytes", False),
    ("bash", "sudo -iu mastodon bash -lc 'cd ~/live && RAILS_ENV=production bin/tootctl media remove --days 7'",
     _TOOT_PROGRESS + "\n  48213/48213 |====================================================| Time: 00:41:12\n"
     "Removed 48213 media attachments (approx. 56.1 GB)", False),
    ("say", "`media remove` only deletes remote post attachments. Preview cards (36.8 GB) and remote avatars/headers "
            "(~23 GB) are separate: preview cards have their own command, and profile media is pruned with "
            "`--prune-profiles`."),
    ("bash", "sudo -iu mastodon bash -lc 'cd ~/live && RAILS_ENV=production bin/tootctl preview_cards remove --days 14 "
             "&& RAILS_ENV=production bin/tootctl media remove --prune-profiles --days 30' | tail -4 && df -h /",
     "  212983/212983 |====================================================| Time: 00:18:40\n"
     "Removed 212983 preview cards (approx. 31.2 GB)\n"
     "  91234/91234 |======================================================| Time: 00:09:02\n"
     "Visited 91234 accounts and removed profile media totaling 18.7 GB\n"
     "Filesystem      Size  Used Avail Use% Mounted on\n/dev/vda1       158G   42G  110G  28% /", False),
    ("say", "Disk is down to 28%. Now sidekiq."),
    ("bash", "systemctl cat mastodon-sidekiq | grep -E 'ExecStart|DB_POOL'",
     "Environment=\"DB_POOL=25\"\nExecStart=/home/mastodon/.rbenv/shims/bundle exec sidekiq -c 25", False),
    ("edit", "/etc/systemd/system/mastodon-sidekiq.service",
     "ExecStart=/home/mastodon/.rbenv/shims/bundle exec sidekiq -c 25",
     "ExecStart=/home/mastodon/.rbenv/shims/bundle exec sidekiq -c 40"),
    ("bash", "sudo systemctl daemon-reload && sudo systemctl restart mastodon-sidekiq && sleep 90 && "
             "journalctl -u mastodon-sidekiq --since '2 min ago' | grep ConnectionTimeoutError | tail -2; "
             "journalctl -u mastodon-sidekiq --since '2 min ago' | grep -c ConnectionTimeoutError",
     "Mar 05 11:02:41 toot bundle[401233]: 2025-03-05T11:02:41.118Z pid=401233 tid=8d2x WARN: "
     "ActiveRecord::ConnectionTimeoutError: could not obtain a connection from the pool within 5.000 seconds (waited "
     "5.001 seconds); all pooled connections were in use\n"
     "Mar 05 11:02:43 toot bundle[401233]: 2025-03-05T11:02:43.507Z pid=401233 tid=8d4f WARN: "
     "ActiveRecord::ConnectionTimeoutError: could not obtain a connection from the pool within 5.000 seconds (waited "
     "5.002 seconds); all pooled connections were in use\n37", False),
    ("say", "40 threads share a pool of 25 connections, so jobs time out waiting for one. `DB_POOL` has to be at least "
            "the sidekiq concurrency."),
    ("edit", "/etc/systemd/system/mastodon-sidekiq.service"
             "", "Environment=\"DB_POOL=25\"", "Environment=\"DB_POOL=40\""),
    ("bash", "sudo systemctl daemon-reload && sudo systemctl restart mastodon-sidekiq && sleep 90 && "
             "journalctl -u mastodon-sidekiq --since '2 min ago' | grep -c ConnectionTimeoutError",
     "Exit code 1\n0", True),
    ("say", "No timeouts any more (`grep -c` exits 1 when it counts 0). To drain the `pull` backlog faster without "
            "starving the default queue, a second sidekiq process that only works `pull` helps. I'll write the unit."),
    ("write", "/etc/systemd/system/mastodon-sidekiq-pull.service",
     "[Unit]\nDescription=mastodon-sidekiq-pull\nAfter=network.target\n\n[Service]\nType=simple\nUser=mastodon\n"
     "WorkingDirectory=/home/mastodon/live\nEnvironment=\"RAILS_ENV=production\"\nEnvironment=\"DB_POOL=20\"\n"
     "Environment=\"MALLOC_ARENA_MAX=2\"\n"
     "ExecStart=/home/mastodon/.rbenv/shims/bundle exec sidekiq -c 20 -q pull\nTimeoutSec=15\nRestart=always\n\n"
     "[Install]\nWantedBy=multi-user.target\n"),
    ("say", "Created `mastodon-sidekiq-pull.service`. To start it:\n\n```\nsudo systemctl daemon-reload && sudo "
            "systemctl "
            "enable --now mastodon-sidekiq-pull\n```\n\nBefore that, check Postgres `max_connections`: web (Puma) + 40 "
            "+ "
            "20 connections must fit."),
    ("user", "Leave the extra worker for now, I'll check max_connections with our DBA next week. Thanks for the "
             "cleanup!"),
]

# -------------------------------------------------- Grafana Alloy (Linux bash, ANSI colour, file:line:col errors)
ALLOY = [
    ("user", "We're replacing promtail with Grafana Alloy on the log hosts. Convert /etc/promtail/config.yml and get "
             "alloy running on log01 (Debian 12, installed from the Grafana apt repo). It should ship the systemd "
             "journal and /var/log/nginx/*.log to Loki at http://loki.internal:3100, with a host label."),
    ("bash", "alloy --version", "alloy, version v1.1.0 (branch: HEAD, revision: 2a5e3e9f)\n"
                                "  build user:       root@3c8d1a0f5b21\n  go version:       go1.22.3\n"
                                "  platform:         linux/amd64", False),
    ("bash", "alloy convert --source-format=promtail --output=/tmp/config.alloy --report=/tmp/convert-report.txt "
             "/etc/promtail/config.yml; echo \"exit=$?\"; cat /tmp/convert-report.txt",
     "exit=0\n(Info) Converted promtail job \"journal\" into loki.source.journal.journal and "
     "loki.relabel.journal.\n(Info) Converted promtail job \"nginx\" into local.file_match.nginx and "
     "loki.source.file.nginx.\n(Warning) The promtail positions file /var/lib/promtail/positions.yaml is not "
     "migrated; Alloy keeps its own positions under its storage path and will start the nginx files from the "
     "beginning.\n(Warning) server.http_listen_port 9080 was not converted; Alloy serves its UI and metrics on "
     "--server.http.listen-addr.", False),
    ("bash", "sudo cp /tmp/config.alloy /etc/alloy/config.alloy && sudo systemctl restart alloy && sleep 3 && "
             "journalctl -u alloy -n 6 --no-pager -o cat",
     "ts=2024-07-03T09:14:02.113Z level=info msg=\"starting complete graph evaluation\" controller_path=/ "
     "controller_id=\"\"\n"
     "ts=2024-07-03T09:14:02.118Z level=info msg=\"finished complete graph evaluation\" controller_path=/ "
     "controller_id=\"\" duration=4.9ms\n"
     "ts=2024-07-03T09:14:02.120Z level=error msg=\"error creating journal reader\" component_path=/ "
     "component_id=loki.source.journal.journal err=\"failed to open journal in directory \\\"/var/log/journal\\\": "
     "permission denied\"\n"
     "ts=2024-07-03T09:14:02.121Z level=info msg=\"tail routine: started\" component_path=/ "
     "component_id=loki.source.file.nginx path=/var/log/nginx/access.log\n"
     "ts=2024-07-03T09:14:02.121Z level=info msg=\"tail routine: started\" component_path=/ "
     "component_id=loki.source.file.nginx path=/var/log/nginx/error.log\n"
     "ts=2024-07-03T09:14:02.204Z level=info msg=\"now listening for http traffic\" service=http addr=127.0.0.1:12345",
     False),
    ("say", "The service runs as user `alloy`, which can read the nginx logs (group adm) but not the journal. Adding "
            "it "
            "to `systemd-journal`."),
    ("bash", "sudo usermod -aG systemd-journal alloy && sudo systemctl restart alloy && sleep 5 && "
             "journalctl -u alloy --since '1 min ago' --no-pager -o cat | grep -E 'journal|level=error'",
     "ts=2024-07-03T09:16:40.551Z level=info msg=\"journal reader started\" component_path=/ "
     "component_id=loki.source.journal.journal path=/var/log/journal", False),
    ("say", "The journal reader starts now and there are no errors. Next the host label: I'll add a relabel rule that "
            "sets `host` and drops the `.service` suffix from the unit label."),
    ("edit", "/etc/alloy/config.alloy",
     "loki.relabel \"journal\" {\n  forward_to = []\n",
     "loki.relabel \"journal\" {\n  forward_to = []\n\n  rule {\n    source_labels = [\"__journal__systemd_unit\"]\n"
     "    regex         = \"(.*)\\.service\"\n    target_label  = \"unit\"\n  }\n\n  rule {\n"
     "    target_label = \"host\"\n    replacement  = constants.hostname\n  }\n"),
    ("bash", "alloy fmt /etc/alloy/config.alloy > /dev/null",
     f"Exit code 1\n{_E}[1m{_E}[31mError{_E}[0m: /etc/alloy/config.alloy:24:22: invalid escape sequence\n\n"
     f"23 |     source_labels = [\"__journal__systemd_unit\"]\n"
     f"24 |     regex         = \"(.*)\\.service\"\n"
     f"   |                      {_E}[31m^^^^^^^^^^^^^^{_E}[0m\n"
     f"25 |     target_label  = \"unit\"\n\n"
     f"{_E}[1m{_E}[31mError{_E}[0m: could not format the file", True),
    ("say", "Alloy strings use Go-style escapes, so `\\.` inside double quotes is invalid. Either double the "
            "backslash or use a backtick raw string; I'll use the raw string."),
    ("edit", "/etc/alloy/config.alloy"
             "", "    regex         = \"(.*)\\.service\"", "    regex         = `(.*)\\.service`"),
    ("bash", "alloy fmt /etc/alloy/config.alloy > /dev/null && echo fmt-ok && sudo systemctl restart alloy && sleep 3 "
             "&& systemctl is-active alloy && journalctl -u alloy --since '1 min ago' --no-pager -o cat | "
             "grep -c level=error",
     "fmt-ok\nactive\n0", False),
    ("user", "I can't open the Alloy UI from my laptop at http://log01:12345 though."),
    ("bash", "ss -ltnp | grep 12345 && grep CUSTOM_ARGS /etc/default/alloy",
     "LISTEN 0      4096       127.0.0.1:12345      0.0.0.0:*    users:((\"alloy\",pid=88123,fd=9))\n"
     "CUSTOM_ARGS=\"\"", False),
    ("say", "Alloy binds its UI to 127.0.0.1:12345 by default; the Debian package passes extra flags from "
            "`CUSTOM_ARGS` in `/etc/default/alloy`. Do you want me to add `--server.http.listen-addr=0.0.0.0:12345` to "
            "CUSTOM_ARGS and restart? Note the UI has no authentication, so it'd be reachable by anyone who can reach "
            "log01."),
    ("user", "Hmm, let me think about exposing it. Can you check that nginx logs are actually arriving in Loki?"),
    ("bash", "curl -sG http://loki.internal:3100/loki/api/v1/query --data-urlencode "
             "'query=sum(count_over_time({job=\"nginx\", host=\"log01\"}[5m]))' | jq -r '.data.result[0].value[1]'",
     "1842", False),
    ("say", "1842 nginx lines from log01 in the last five minutes, with the `host` label, so shipping works."),
]

# ---------------------------------- FreeRADIUS (Debian 12, file[line] errors, tab-indented config, a long output)
_RADX_LDAP = """FreeRADIUS Version 3.2.1
Copyright (C) 1999-2022 The FreeRADIUS server project and contributors
There is NO warranty; not even for MERCHANTABILITY or FITNESS FOR A
PARTICULAR PURPOSE
Starting - reading configuration files ...
including dictionary file /usr/share/freeradius/dictionary
including dictionary file /usr/share/freeradius/dictionary.dhcp
including dictionary file /usr/share/freeradius/dictionary.vqp
including dictionary file /etc/freeradius/3.0/dictionary
including configuration file /etc/freeradius/3.0/radiusd.conf
including configuration file /etc/freeradius/3.0/proxy.conf
including configuration file /etc/freeradius/3.0/clients.conf
including files in directory /etc/freeradius/3.0/mods-enabled/
including configuration file /etc/freeradius/3.0/mods-enabled/ldap
including configuration file /etc/freeradius/3.0/mods-enabled/pap
including configuration file /etc/freeradius/3.0/mods-enabled/files
including configuration file /etc/freeradius/3.0/mods-enabled/eap
including files in directory /etc/freeradius/3.0/sites-enabled/
including configuration file /etc/freeradius/3.0/sites-enabled/default
including configuration file /etc/freeradius/3.0/sites-enabled/inner-tunnel
main {
 security {
 	user = "freerad"
 	group = "freerad"
 	allow_core_dumps = no
 }
	name = "freeradius"
	prefix = "/usr"
	localstatedir = "/var"
	logdir = "/var/log/freeradius"
	run_dir = "/var/run/freeradius"
}
radiusd: #### Loading Realms and Home Servers ####
radiusd: #### Loading Clients ####
 client localhost {
 	ipaddr = 127.0.0.1
 	require_message_authenticator = no
 	secret = <<< secret >>>
 	nas_type = "other"
 	proto = "*"
 }
 client aruba-aps {
 	ipv4addr = 10.20.0.0/24
 	require_message_authenticator = no
 	secret = <<< secret >>>
 	shortname = "aruba"
 }
radiusd: #### Instantiating modules ####
 modules {
  # Loaded module rlm_ldap
  # Loading module "ldap" from file /etc/freeradius/3.0/mods-enabled/ldap
  ldap {
  	server = "dc1.corp.lan"
  	port = 389
  	identity = "CN=svc-radius,OU=Service,DC=corp,DC=lan"
  	password = <<< secret >>>
  }
  user {
  	scope = "sub"
  	access_positive = yes
  }
  	base_dn = "DC=corp,DC=lan"
  	filter = "(sAMAccountName=%{%{Stripped-User-Name}:-%{User-Name}})"
  # Instantiating module "ldap" from file /etc/freeradius/3.0/mods-enabled/ldap
rlm_ldap: libldap vendor: OpenLDAP, version: 20513
accounting {
	reference = "%{tolower:type.%{Acct-Status-Type}}"
}
post-auth {
	reference = "."
}
rlm_ldap (ldap): Initialising connection pool
  pool {
  	start = 5
  	min = 3
  	max = 32
  	spare = 10
  	uses = 0
  	lifetime = 0
  	cleanup_interval = 30
  	idle_timeout = 60
  	retry_delay = 30
  	spread = no
  }
rlm_ldap (ldap): Opening additional connection (0), 1 of 32 pending slots used
rlm_ldap (ldap): Connecting to ldap://dc1.corp.lan:389
rlm_ldap (ldap): Waiting for bind result...
rlm_ldap (ldap): Bind with CN=svc-radius,OU=Service,DC=corp,DC=lan to ldap://dc1.corp.lan:389 failed: \
Strong(er) authentication required
rlm_ldap (ldap): Server said: 00002028: LdapErr: DSID-0C090259, comment: The server requires binds to turn on \
integrity checking if SSL\\TLS are not already active on the connection, data 0, v4563
rlm_ldap (ldap): Opening connection failed (0)
rlm_ldap (ldap): Removing connection pool
/etc/freeradius/3.0/mods-enabled/ldap[8]: Instantiation failed for module "ldap\""""

FREERADIUS = [
    ("user", "The new Aruba APs get rejected by FreeRADIUS when the controller runs its auth test, and I also need "
             "the LDAP module bound to AD (dc1.corp.lan) for user lookups. FreeRADIUS 3.2.1 on Debian 12."),
    ("bash", "sudo freeradius -X 2>&1 | tail -4",
     "Failed binding to auth address * port 1812 bound to server default: Address already in use\n"
     "/etc/freeradius/3.0/sites-enabled/default[59]: Error binding to port for 0.0.0.0 port 1812", False),
    ("say", "The packaged service is already running and holds port 1812, so the debug instance can't bind. I'll stop "
            "the service while debugging and run `freeradius -X` in the background for 25 s, logging to a file."),
    ("bash", "sudo systemctl stop freeradius && (sudo timeout 25 freeradius -X > /tmp/radx.log 2>&1 &) && sleep 3 && "
             "radtest -t pap aptest 'Test123!' 127.0.0.1 0 testing123; sleep 1; "
             "grep -E 'Ready to process|Sent Access' /tmp/radx.log",
     "Sent Access-Request Id 41 from 0.0.0.0:49822 to 127.0.0.1:1812 length 76\n\tUser-Name = \"aptest\"\n"
     "\tUser-Password = \"Test123!\"\n\tNAS-IP-Address = 127.0.1.1\n\tNAS-Port = 0\n"
     "\tMessage-Authenticator = 0x00\n\tCleartext-Password = \"Test123!\"\n"
     "Received Access-Accept Id 41 from 127.0.0.1:1812 to 127.0.0.1:49822 length 20\n"
     "Ready to process requests\n(0) Sent Access-Accept Id 41 from 127.0.0.1:1812 to 127.0.0.1:49822 length 0",
     False),
    ("say", "The debug server runs and local auth works. Please hit \"test\" on the Aruba controller in the next "
            "minute; I'll capture it."),
    ("user", "ok, start it, I'll click test"),
    ("bash", "(sudo timeout 60 freeradius -X > /tmp/radx.log 2>&1 &) && sleep 45 && grep -A1 '10.20.0.5' /tmp/radx.log",
     "(0) Received Access-Request Id 12 from 10.20.0.5:50231 to 10.20.0.2:1812 length 186\n"
     "(0) Dropping packet without response because of error: Received packet from 10.20.0.5 with invalid "
     "Message-Authenticator!  (Shared secret is incorrect.)", False),
    ("bash", "sudo grep -n -A4 'client aruba' /etc/freeradius/3.0/clients.conf",
     "41:client aruba-aps {\n42-\tipaddr = 10.20.0.0/24\n43-\tsecret = Wl4n#Aruba2024\n44-\tshortname = aruba\n45-}",
     False),
    ("say", "`#` starts a comment in FreeRADIUS config files, so the secret is read as `Wl4n` and everything from `#` "
            "is dropped. Quoting it keeps the whole value."),
    ("edit", "/etc/freeradius/3.0/clients.conf", "\tsecret = Wl4n#Aruba2024", "\tsecret = \"Wl4n#Aruba2024\""),
    ("bash", "sudo freeradius -XC 2>&1 | tail -1",
     "Configuration appears to be OK", False),
    ("say", "Config parses. Starting another 60 s capture – please click test again."),
    ("user", "clicked"),
    ("bash", "(sudo timeout 60 freeradius -X > /tmp/radx.log 2>&1 &) && sleep 45 && grep '10.20.0.5' /tmp/radx.log",
     "(0) Received Access-Request Id 13 from 10.20.0.5:50233 to 10.20.0.2:1812 length 186\n"
     "(0) Sent Access-Accept Id 13 from 10.20.0.2:1812 to 10.20.0.5:50233 length 0", False),
    ("say", "The AP's request is accepted now. On to LDAP: I'll fill in server, identity and base DN in "
            "mods-available/ldap and enable it."),
    ("edit", "/etc/freeradius/3.0/mods-available/ldap",
     "\tserver = 'localhost'\n#\tport = 389\n\n\t# Administrator account for searching and possibly modifying.\n"
     "\t#  If using SASL + KRB5 these should be commented out.\n#\tidentity = 'cn=admin,dc=example,dc=org'\n"
     "#\tpassword = mypass\n\n\t#  Unless overridden in another section, the dn from which all\n"
     "\t#  searches will start from.\n\tbase_dn = 'dc=example,dc=org'",
     "\tserver = 'dc1.corp.lan'\n\tport = 389\n\n\t# Administrator account for searching and possibly modifying.\n"
     "\t#  If using SASL + KRB5 these should be commented out.\n\tidentity = 'CN=svc-radius,OU=Service,DC=corp,DC=lan'"
     "\n"
     "\tpassword = \"${file:/etc/freeradius/3.0/ldap.secret}\"\n\n"
     "\t#  Unless overridden in another section, the dn from which all\n\t#  searches will start from.\n"
     "\tbase_dn = 'DC=corp,DC=lan'"),
    ("bash", "sudo ln -sf ../mods-available/ldap /etc/freeradius/3.0/mods-enabled/ldap && sudo freeradius -X 2>&1 | "
             "head -120", "Exit code 1\n" + _RADX_LDAP, True),
    ("say", "AD refuses a plain simple bind on 389 (LDAP signing is enforced: `Strong(er) authentication required`). "
            "The bind has to run over TLS. I'll turn on `start_tls` in the module's tls section."),
    ("edit", "/etc/freeradius/3.0/mods-available/ldap", "\ttls {\n\t\t# Set this to 'yes' to use TLS encrypted "
             "connections\n\t\t# to the LDAP database by using the StartTLS extended\n\t\t# operation.\n"
             "\t\t#\n\t\t# The StartTLS operation is supposed to be\n\t\t# used with normal ldap connections instead "
             "of\n"
             "\t\t# using ldaps (port 636) connections\n#\t\tstart_tls = yes",
     "\ttls {\n\t\t# Set this to 'yes' to use TLS encrypted connections\n\t\t# to the LDAP database by using the "
     "StartTLS extended\n\t\t# operation.\n\t\t#\n\t\t# The StartTLS operation is supposed to be\n"
     "\t\t# used with normal ldap connections instead of\n\t\t# using ldaps (port 636) connections\n"
     "\t\tstart_tls = yes"),
    ("bash", "sudo freeradius -X 2>&1 | grep -E 'rlm_ldap|Instantiation'",
     "Exit code 1\nrlm_ldap: libldap vendor: OpenLDAP, version: 20513\nrlm_ldap (ldap): Initialising connection pool\n"
     "rlm_ldap (ldap): Opening additional connection (0), 1 of 32 pending slots used\n"
     "rlm_ldap (ldap): Connecting to ldap://dc1.corp.lan:389\n"
     "rlm_ldap (ldap): Could not start TLS: Connect error\n"
     "rlm_ldap (ldap): Server said: (unknown error code) error:0A000086:SSL routines::certificate verify failed "
     "(unable to get local issuer certificate)\nrlm_ldap (ldap): Opening connection failed (0)\n"
     "/etc/freeradius/3.0/mods-enabled/ldap[8]: Instantiation failed for module \"ldap\"", True),
    ("say", "StartTLS is attempted now, but the DC's certificate is signed by your internal AD CA, which this box "
            "doesn't trust. `ca_file` in the tls section needs to point at that root CA. Do you have it as a PEM "
            "somewhere?"),
    ("user", "The CA cert is on the PKI share, I'll grab it tomorrow. Leave LDAP disabled for now so the service "
             "starts again."),
    ("bash", "sudo rm /etc/freeradius/3.0/mods-enabled/ldap && sudo freeradius -XC 2>&1 | tail -1 && "
             "sudo systemctl start freeradius && systemctl is-active freeradius",
     "Configuration appears to be OK\nactive", False),
    ("say", "LDAP is disabled again, the config checks out and the service is running with the fixed Aruba secret. "
            "When you have the CA: set `ca_file = /etc/ssl/certs/corp-root.pem` in the ldap module's tls section, "
            "re-enable the symlink and run `freeradius -X` once more."),
]

SOURCES = {
    "immich-ml-nfs": ("/home/minjun/immich-app", "2025-03-04T01:30:00Z", "", IMMICH),
    "paperless-consume": ("/srv/paperless", "2024-03-04T07:20:00Z", "", PAPERLESS),
    "mastodon-tootctl": ("/home/admin", "2025-03-05T10:05:00Z", "", MASTODON),
    "alloy-promtail": ("/home/ops/observability", "2024-07-03T09:05:00Z", "main", ALLOY),
    "freeradius-aruba": ("/etc/freeradius/3.0", "2024-05-14T13:40:00Z", "", FREERADIUS),
}
