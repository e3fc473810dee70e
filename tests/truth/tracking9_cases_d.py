"""The ninth tracking corpus, part four: lessons J-M (the inotify watch limit, the docker socket's permission,
GitHub's 100 MB push limit, MySQL 8's caching_sha2_password with an old client). The label rules are in
tracking9_cases.py."""
from __future__ import annotations

from tests.truth.tracking9_cases import (
    LEDGER,
    QUILL,
    TIDE,
    WORKER,
    bad,
    ed,
    later,
    lesson,
    ok,
    pair,
    say,
    source,
    u,
    wr,
)

SHOP = "/home/dev/src/shopfront"
SHOPREP = "/home/dev/src/shopfront-reports"
GEO = "/home/dev/src/geodata"
GEONB = "/home/dev/src/geodata-notebooks"


# --- J: inotify watch limit (global) ----------------------------------------------------------------------------

def enospc(path: str) -> str:
    return (f"Error: ENOSPC: System limit for number of file watchers reached, watch '{path}'\n    at FSWatcher."
            "<computed> (node:internal/fs/watchers:247:19)\n    at Object.watch (node:fs:2469:36) {\n  errno: -28,\n"
            "  syscall: 'watch',\n  code: 'ENOSPC',\n  path: '" + path + "'\n}")


def _inotify() -> None:
    source("s-inotify", QUILL, "2026-10-11T09:00:00Z", "feat/themes",
           u("start the renderer dev server so I can try the dark theme"),
           bad("timeout 20 npm run dev:renderer", "> quill@0.9.0 dev:renderer\n> vite --port 5174\n\n" +
               enospc(f"{QUILL}/src/renderer")),
           ok("cat /proc/sys/fs/inotify/max_user_watches", "8192"),
           say("Only 8192 inotify watches; node_modules alone exceeds that. Raising the limit."),
           ok("sudo sysctl fs.inotify.max_user_watches=524288", "fs.inotify.max_user_watches = 524288"),
           ok("echo fs.inotify.max_user_watches=524288 | sudo tee /etc/sysctl.d/60-inotify.conf",
              "fs.inotify.max_user_watches=524288"),
           ok("timeout 10 npx vite --port 5174 --strictPort 2>&1 | head -4",
              "\n  VITE v5.4.11  ready in 412 ms\n\n  ➜  Local:   http://localhost:5174/"))
    lesson("t9-inotify", "global", "en", "s-inotify", "env_setup",
           "File watchers die with ENOSPC when the inotify watch limit is the distro default",
           "vite (or any watcher) exits with ENOSPC: System limit for number of file watchers reached — the disk "
           "is not full",
           "Freeing disk space or deleting node_modules because of the ENOSPC code",
           "fs.inotify.max_user_watches was 8192; a JS repo with node_modules needs far more watches",
           "Raise it: `sudo sysctl fs.inotify.max_user_watches=524288`, and persist it in /etc/sysctl.d/",
           "Bash(npm run dev:renderer) → `Error: ENOSPC: System limit for number of file watchers reached` · "
           "`cat /proc/sys/fs/inotify/max_user_watches` printed `8192` · Bash(sudo sysctl "
           "fs.inotify.max_user_watches=524288) then vite `ready in 412 ms`")

    later("l-ino-before", QUILL, "2026-09-24T09:00:00Z", "main",
          u("run the renderer"),
          bad("npm run dev:renderer", enospc(f"{QUILL}/src")),
          ok("sudo sysctl fs.inotify.max_user_watches=65536", "fs.inotify.max_user_watches = 65536"),
          ok("timeout 10 npm run dev:renderer | head -3", "  VITE v5.4.10  ready in 398 ms"))
    pair("t9-inotify", "l-ino-before", "neither", "dated before the lesson's source session")

    later("l-ino-tide-w", TIDE, "2026-10-19T13:00:00Z", "feat/filters",
          u("this is a new VM; start jest in watch mode for the filter work"),
          ok("sysctl fs.inotify.max_user_watches", "fs.inotify.max_user_watches = 8192"),
          ok("sudo sysctl -w fs.inotify.max_user_watches=1048576", "fs.inotify.max_user_watches = 1048576"),
          ok("timeout 15 npx jest --watchAll --testPathPattern filters 2>&1 | tail -3", "Tests:       9 passed, 9 "
             "total\n\nWatch Usage: Press w to show more."))
    pair("t9-inotify", "l-ino-tide-w", "applied",
         "global lesson: raises the watch limit (`sysctl -w …=1048576`) before starting a watcher; no ENOSPC")

    later("l-ino-conf", WORKER, "2026-10-27T08:00:00Z", "chore/dev-box",
          u("make the dev box setup stick across reboots"),
          ok("printf 'fs.inotify.max_user_watches = 524288\\nfs.inotify.max_user_instances = 512\\n' | sudo tee "
             "/etc/sysctl.d/99-watchers.conf", "fs.inotify.max_user_watches = 524288\nfs.inotify.max_user_instances "
             "= 512"),
          ok("sudo sysctl --system | grep inotify", "fs.inotify.max_user_watches = 524288\n"
             "fs.inotify.max_user_instances = 512"),
          ok("timeout 8 npx nodemon --watch src src/index.ts 2>&1 | head -3", "[nodemon] 3.1.7\n[nodemon] watching "
             "path(s): src/**/*\n[nodemon] starting `ts-node src/index.ts`"))
    pair("t9-inotify", "l-ino-conf", "applied",
         "writes the limit into /etc/sysctl.d (tee) and loads it with `sysctl --system`; the watcher starts")

    later("l-ino-jest", TIDE, "2026-11-02T10:00:00Z", "feat/export",
          u("watch mode for the export tests please"),
          bad("npx jest --watch src/export", enospc(f"{TIDE}/node_modules/.pnpm/@babel+core@7.26.0/node_modules")),
          ok("sudo sysctl fs.inotify.max_user_watches=524288", "fs.inotify.max_user_watches = 524288"),
          ok("timeout 15 npx jest --watch src/export 2>&1 | tail -2", "Tests:       5 passed, 5 total"))
    pair("t9-inotify", "l-ino-jest", "recurred",
         "jest's watcher hits `System limit for number of file watchers reached` (raised after)")

    later("l-ino-nodemon", WORKER, "2026-11-19T08:30:00Z", "main",
          u("start the worker with auto-reload"),
          bad("npx nodemon --watch src src/index.ts", "[nodemon] 3.1.7\n[nodemon] watching path(s): src/**/*\n"
              "[nodemon] Internal watch failed: ENOSPC: System limit for number of file watchers reached, watch "
              "'/home/dev/src/ledgerly-worker/src/jobs'"),
          say("The limit is back to the default after the kernel update, it seems."))
    pair("t9-inotify", "l-ino-nodemon", "recurred",
         "nodemon's `Internal watch failed: ENOSPC: System limit for number of file watchers reached`")

    later("l-ino-disk", LEDGER, "2026-10-25T17:00:00Z", "main",
          u("the build died, what happened"),
          bad("npm run build", "> next build\n\n ⨯ Error: ENOSPC: no space left on device, write\n    at async "
              "writeFile (node:internal/fs/promises:1207:14) {\n  errno: -28,\n  code: 'ENOSPC',\n  syscall: "
              "'write'\n}"),
          ok("df -h / | tail -1", "/dev/nvme0n1p2  234G  234G     0 100% /"),
          ok("docker system prune -af --volumes | tail -1", "Total reclaimed space: 41.2GB"),
          ok("npm run build", " ✓ Compiled successfully"))
    pair("t9-inotify", "l-ino-disk", "neither",
         "ENOSPC of another kind: `no space left on device` (disk full); no watcher, no sysctl")

    later("l-ino-swappiness", TIDE, "2026-11-11T15:00:00Z", "main",
          u("the VM swaps a lot during builds; check the kernel knobs"),
          ok("sysctl vm.swappiness fs.inotify.max_user_watches", "vm.swappiness = 60\nfs.inotify.max_user_watches = "
             "524288"),
          ok("sudo sysctl vm.swappiness=10", "vm.swappiness = 10"),
          ok("free -h | head -2", "               total        used        free\nMem:            15Gi       6.1Gi"
             "       2.3Gi"))
    pair("t9-inotify", "l-ino-swappiness", "neither",
         "sysctl used for swappiness; the watch limit is only read (already high), no watcher failed")


# --- K: docker socket permission denied (French, global) ------------------------------------------------------

def denied(endpoint: str) -> str:
    return ("permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
            f"{endpoint}: dial unix /var/run/docker.sock: connect: permission denied")


def _docker() -> None:
    source("s-docker", SHOP, "2026-10-12T08:00:00Z", "main",
           u("démarre la base MySQL du projet"),
           bad("docker compose up -d db", denied('Get "http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json?all=1'
                                                 '&filters=%7B%22label%22%3A%7B%22com.docker.compose.project%3Dshopfront'
                                                 '%22%3Atrue%7D%7D"')),
           ok("id -nG; ls -l /var/run/docker.sock", "dev adm cdrom sudo plugdev\nsrw-rw---- 1 root docker 0 Oct 12 "
              "07:58 /var/run/docker.sock"),
           say("L'utilisateur dev n'est pas dans le groupe docker."),
           ok("sudo usermod -aG docker dev", ""),
           ok("sg docker -c 'docker compose up -d db'", "[+] Running 2/2\n ✔ Network shopfront_default  Created\n"
              " ✔ Container shopfront-db-1  Started"))
    lesson("t9-docker-sock", "global", "fr", "s-docker", "env_setup",
           "Docker refuse l'accès au socket tant que l'utilisateur n'est pas dans le groupe docker",
           "docker compose échoue avec « permission denied while trying to connect to the Docker daemon socket »",
           "Relancer le démon ou faire chmod 666 sur /var/run/docker.sock",
           "Le socket appartient à root:docker (srw-rw----) et l'utilisateur n'est pas membre du groupe; un groupe "
           "ajouté n'est pris en compte que dans une nouvelle session",
           "`sudo usermod -aG docker <user>`, puis lancer la commande via `sg docker -c '…'` (ou se reconnecter)",
           "`dial unix /var/run/docker.sock: connect: permission denied` ; `id -nG` ne montrait pas docker ; après "
           "`sudo usermod -aG docker dev` et `sg docker -c 'docker compose up -d db'` : `Container shopfront-db-1  "
           "Started`")

    later("l-dk-ana", "/home/ana/src/shopfront", "2026-10-20T09:00:00Z", "main",
          u("first day on this laptop, build the image"),
          ok("sudo gpasswd -a ana docker", "Adding user ana to group docker"),
          ok("sg docker -c 'docker build -t shopfront:dev .' | tail -2", " => exporting to image\n => => naming to "
             "docker.io/library/shopfront:dev"),
          ok("sg docker -c 'docker run --rm shopfront:dev php -v' | head -1", "PHP 8.3.13 (cli) (built: Oct 24 "
             "2026 10:12:40) (NTS)"))
    pair("t9-docker-sock", "l-dk-ana", "applied",
         "another host/user: adds ana to the docker group (`gpasswd -a`) and runs through `sg docker -c`")

    later("l-dk-sg", SHOPREP, "2026-10-29T10:00:00Z", "main",
          u("run the report container once"),
          ok("id -nG; getent group docker", "dev adm cdrom sudo plugdev\ndocker:x:998:dev"),
          ok("sg docker -c \"docker run --rm -v $PWD/out:/out shopfront-reports:latest --month 2026-10\"",
             "report written to /out/2026-10.csv"),
          ok("wc -l out/2026-10.csv", "2215 out/2026-10.csv"))
    pair("t9-docker-sock", "l-dk-sg", "applied",
         "dev is in the docker group but not in this shell; runs through `sg docker -c` first; no denial")

    later("l-dk-runner", TIDE, "2026-11-05T07:00:00Z", "ci/self-hosted",
          u("the self-hosted runner's build step fails, reproduce as the runner user"),
          bad("sudo -u runner docker build -t tidepool:ci .", "ERROR: " + denied(
              'Head "http://%2Fvar%2Frun%2Fdocker.sock/_ping"')),
          ok("sudo usermod -aG docker runner && sudo systemctl restart actions.runner.tidepool.service", ""),
          ok("sudo -u runner sg docker -c 'docker build -t tidepool:ci .' | tail -1", " => => naming to "
             "docker.io/library/tidepool:ci"))
    pair("t9-docker-sock", "l-dk-runner", "recurred",
         "the runner user gets `connect: permission denied` on /var/run/docker.sock (added to the group after)")

    later("l-dk-sdk", SHOPREP, "2026-11-12T14:00:00Z", "feat/testcontainers",
          u("try the testcontainers-based test on the new box"),
          bad(".venv/bin/pytest -q tests/test_mysql_it.py", "E   docker.errors.DockerException: Error while fetching "
              "server API version: ('Connection aborted.', PermissionError(13, 'Permission denied'))\n\n"
              "1 error in 0.61s"),
          ok("ls -l /var/run/docker.sock; id -nG", "srw-rw---- 1 root docker 0 Nov 12 13:40 /var/run/docker.sock\n"
             "dev adm sudo"),
          say("Same as on the other box: dev isn't in the docker group here. I'll need your sudo password."))
    pair("t9-docker-sock", "l-dk-sdk", "recurred",
         "Python docker SDK: `PermissionError(13, 'Permission denied')` on the socket, user not in docker group")

    later("l-dk-daemon", SHOP, "2026-10-23T08:10:00Z", "main",
          u("bring the stack up"),
          bad("docker compose up -d", "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the "
              "docker daemon running?"),
          ok("sudo systemctl start docker && systemctl is-active docker", "active"),
          ok("docker compose up -d", " ✔ Container shopfront-db-1   Started\n ✔ Container shopfront-app-1  Started"))
    pair("t9-docker-sock", "l-dk-daemon", "neither",
         "docker error of another kind: the daemon was not running; no permission denial, no group change")

    later("l-dk-dockerfile", SHOP, "2026-11-07T11:00:00Z", "chore/php-user",
          u("make the app container run as www-data with a matching uid"),
          ed(f"{SHOP}/Dockerfile", "USER root", "RUN usermod -u 1000 www-data && groupmod -g 1000 www-data\nUSER "
             "www-data"),
          ok("docker compose build app | tail -1", " => => naming to docker.io/library/shopfront-app"),
          ok("docker compose run --rm app id", "uid=1000(www-data) gid=1000(www-data) groups=1000(www-data)"))
    pair("t9-docker-sock", "l-dk-dockerfile", "neither",
         "`usermod` only inside a Dockerfile for the container's user; the host socket works throughout")


# --- L: git push rejected for a file over 100 MB (Portuguese) -------------------------------------------------

def gh001(path: str, size: str, branch: str, repo: str = "geodata") -> str:
    return ("remote: error: Trace: 4e0c7f3b2a91d8e6c5f1\nremote: error: See https://gh.io/lfs for more information.\n"
            f"remote: error: File {path} is {size} MB; this exceeds GitHub's file size limit of 100.00 MB\n"
            "remote: error: GH001: Large files detected. You may want to try Git Large File Storage - "
            f"https://git-lfs.github.com.\nTo github.com:dev/{repo}.git\n ! [remote rejected] {branch} -> {branch} "
            f"(pre-receive hook declined)\nerror: failed to push some refs to 'github.com:dev/{repo}.git'")


def _bigfile() -> None:
    source("s-bigfile", GEO, "2026-10-13T10:00:00Z", "data/osm-2026",
           u("sobe a branch data/osm-2026 pro GitHub"),
           bad("git push -u origin data/osm-2026", gh001("tiles/brazil-2026.mbtiles", "312.47", "data/osm-2026")),
           ok("git log --oneline origin/main..HEAD", "9b1e2c4 tiles: brazil 2026\n71f3a05 scripts: tile builder\n"
              "2c8d6e1 data: osm extract notes"),
           say("O arquivo está num commit antigo da branch; apagar num commit novo não tira ele do histórico. "
               "Vou migrar para LFS."),
           ok('git lfs migrate import --include="*.mbtiles" --include-ref=refs/heads/data/osm-2026',
              "migrate: Sorting commits: ..., done.\nmigrate: Rewriting commits: 100% (3/3), done.\n  data/osm-2026\t"
              "9b1e2c4 -> 51d7a0e\nmigrate: Updating refs: ..., done.\nmigrate: checkout: ..., done."),
           ok("git push -u origin data/osm-2026", "Uploading LFS objects: 100% (1/1), 328 MB | 21 MB/s, done.\n"
              "To github.com:dev/geodata.git\n * [new branch]      data/osm-2026 -> data/osm-2026\nbranch "
              "'data/osm-2026' set up to track 'origin/data/osm-2026'."))
    lesson("t9-bigfile", "project", "pt", "s-bigfile", "workflow",
           "Push recusado pelo GitHub por arquivo acima de 100 MB no histórico da branch",
           "git push falha com GH001: Large files detected e [remote rejected] (pre-receive hook declined)",
           "Só apagar o arquivo num commit novo — o blob continua nos commits antigos e o push segue recusado",
           "O GitHub recusa qualquer blob acima de 100 MB em qualquer commit enviado, não só no último",
           "Reescrever a branch movendo o arquivo para o LFS: `git lfs migrate import --include=\"<padrão>\" "
           "--include-ref=refs/heads/<branch>` (ou tirar o arquivo do histórico com `git filter-repo --path "
           "<arquivo> --invert-paths`) e depois dar push",
           [("`remote: error: File tiles/brazil-2026.mbtiles is 312.47 MB; this exceeds GitHub's file size limit "
            "of 100.00 MB` (push recusado, `pre-receive hook declined`)"),
            ("resolvido com `git lfs migrate import --include=\"*.mbtiles\" --include-ref=refs/heads/data/osm-2026` "
            "e o push seguinte passou (`[new branch]      data/osm-2026 -> data/osm-2026`)")])

    later("l-big-before", GEO, "2026-09-30T10:00:00Z", "data/chile",
          u("push data/chile"),
          bad("git push -u origin data/chile", gh001("tiles/chile.mbtiles", "141.20", "data/chile")),
          ok('git lfs migrate import --include="*.mbtiles" --include-ref=refs/heads/data/chile',
             "migrate: Rewriting commits: 100% (2/2), done."),
          ok("git push -u origin data/chile", " * [new branch]      data/chile -> data/chile"))
    pair("t9-bigfile", "l-big-before", "neither", "dated before the lesson's source session")

    later("l-big-gpkg", GEO, "2026-10-21T11:00:00Z", "feat/parcels",
          u("commit the parcels layer and push feat/parcels"),
          ok("du -h exports/parcels.gpkg", "187M\texports/parcels.gpkg"),
          ok("git add exports/parcels.gpkg && git commit -m 'parcels: 2026 layer'", "[feat/parcels 0a7e6d2] parcels: "
             "2026 layer\n 1 file changed"),
          say("187 MB would be refused by GitHub; moving it to LFS before the push."),
          ok('git lfs migrate import --include="*.gpkg" --include-ref=refs/heads/feat/parcels',
             "migrate: Rewriting commits: 100% (1/1), done.\n  feat/parcels\t0a7e6d2 -> e41b9c8"),
          ok("git push -u origin feat/parcels", "Uploading LFS objects: 100% (1/1), 196 MB | 18 MB/s, done.\n "
             "* [new branch]      feat/parcels -> feat/parcels"))
    pair("t9-bigfile", "l-big-gpkg", "applied",
         "migrates the 187 MB file to LFS before pushing (`--include=\"*.gpkg\"`); push goes through")

    later("l-big-filterrepo", GEONB, "2026-10-30T15:00:00Z", "main",
          u("push my notebook branch, but the full csv dump shouldn't go to GitHub at all"),
          ok("git log --stat --oneline -3 | grep csv", " exports/full.csv | Bin 0 -> 254881920 bytes"),
          ok("git filter-repo --path exports/full.csv --invert-paths --force", "Parsed 41 commits\nNew history "
             "written in 0.31 seconds; now repacking/cleaning...\nCompletely finished after 0.88 seconds."),
          ok("git remote add origin git@github.com:dev/geodata-notebooks.git && git push -u origin main",
             " * [new branch]      main -> main"))
    pair("t9-bigfile", "l-big-filterrepo", "applied",
         "sibling repo: removes the big file from history (`git filter-repo --path … --invert-paths`) before pushing")

    later("l-big-above", GEO, "2026-11-19T13:00:00Z", "data/peru",
          u("push data/peru; some of the tile files are huge"),
          ok("git ls-files -s tiles | wc -l && du -ch tiles/*.mbtiles | tail -1", "4\n506M\ttotal"),
          ok("git lfs migrate import --above=100MB --include-ref=refs/heads/data/peru",
             "migrate: Sorting commits: ..., done.\nmigrate: Rewriting commits: 100% (2/2), done.\n  data/peru\t"
             "3c2b1a0 -> 9d8e7f6"),
          ok("git push -u origin data/peru", "Uploading LFS objects: 100% (2/2), 455 MB | 24 MB/s, done.\n * [new "
             "branch]      data/peru -> data/peru"))
    pair("t9-bigfile", "l-big-above", "applied",
         "`git lfs migrate import --above=100MB` (size instead of a pattern) before the push; it goes through")

    later("l-big-parcels-rej", GEO, "2026-11-06T09:00:00Z", "feat/zoning",
          u("push feat/zoning"),
          bad("git push origin feat/zoning", gh001("exports/zoning.gpkg", "187.02", "feat/zoning")),
          ok('git lfs migrate import --include="*.gpkg" --include-ref=refs/heads/feat/zoning',
             "migrate: Rewriting commits: 100% (4/4), done."),
          ok("git push origin feat/zoning", " * [new branch]      feat/zoning -> feat/zoning"))
    pair("t9-bigfile", "l-big-parcels-rej", "recurred",
         "another branch and file: `exports/zoning.gpkg is 187.02 MB; this exceeds …` (migrated after)")

    later("l-big-notebooks", GEONB, "2026-11-14T16:00:00Z", "exp/heat",
          u("push exp/heat so Ana can see the notebook"),
          bad("git push -u origin exp/heat", gh001("cache/heat.parquet", "131.88", "exp/heat", "geodata-notebooks")),
          say("The parquet cache got committed. Do you want it in LFS or out of the history?"))
    pair("t9-bigfile", "l-big-notebooks", "recurred",
         "sibling repo: `GH001: Large files detected` for cache/heat.parquet; the push is refused")

    later("l-big-ff", GEO, "2026-10-24T12:00:00Z", "main",
          u("push the README fix to main"),
          bad("git push origin main", "To github.com:dev/geodata.git\n ! [rejected]        main -> main (fetch "
              "first)\nerror: failed to push some refs to 'github.com:dev/geodata.git'\nhint: Updates were rejected "
              "because the remote contains work that you do not have locally."),
          ok("git pull --rebase origin main && git push origin main", "Successfully rebased and updated "
             "refs/heads/main.\nTo github.com:dev/geodata.git\n   5d2a1f0..c07e4b9  main -> main"))
    pair("t9-bigfile", "l-big-ff", "neither",
         "a rejected push of another kind (fetch first, non-fast-forward); no large file")

    later("l-big-warn", GEO, "2026-11-09T10:30:00Z", "data/uruguay",
          u("push data/uruguay"),
          ok("git push -u origin data/uruguay", "remote: warning: See https://gh.io/lfs for more information.\n"
             "remote: warning: File tiles/uruguay.mbtiles is 62.10 MB; this is larger than GitHub's recommended "
             "maximum file size of 50.00 MB\nTo github.com:dev/geodata.git\n * [new branch]      data/uruguay -> "
             "data/uruguay"),
          say("Pushed; GitHub only warned (62 MB is under the hard limit)."))
    pair("t9-bigfile", "l-big-warn", "neither",
         "only the 50 MB recommendation warning; the push succeeded, no rejection, nothing migrated")

    later("l-big-lfspull", "/home/dev/src/geodata-viewer", "2026-11-20T09:00:00Z", "main",
          u("the viewer shows blank tiles after cloning"),
          ok("head -c 120 tiles/brazil-2026.mbtiles", "version https://git-lfs.github.com/spec/v1\noid sha256:"
             "8f14e45fceea167a5a36dedd4bea2543e3b7d1f2a4c9\nsize 327648210"),
          ok("git lfs install && git lfs pull", "Git LFS initialized.\nDownloading LFS objects: 100% (3/3), 512 MB"),
          ok("npm run dev -- --port 4000 & sleep 5; curl -s -o /dev/null -w '%{http_code}\\n' localhost:4000/tiles/"
             "4/5/9.pbf", "200"))
    pair("t9-bigfile", "l-big-lfspull", "neither",
         "`git lfs pull` to fetch pointer files in a clone; no push, no size limit, no migrate")


# --- M: MySQL 8 caching_sha2_password and an old client (fix in prose) -------------------------------------------

AUTH = ("Error: ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; "
        "consider upgrading MySQL client\n    at Handshake.Sequence._packetToError (/home/dev/src/{p}/node_modules/"
        "mysql/lib/protocol/sequences/Sequence.js:47:14)\n  code: 'ER_NOT_SUPPORTED_AUTH_MODE',\n  errno: 1251,\n"
        "  sqlState: '08004',\n  fatal: true")


def _mysql() -> None:
    source("s-mysql", SHOP, "2026-10-14T09:00:00Z", "feat/order-import",
           u("import last month's orders with the legacy script"),
           bad("node scripts/import-orders.js --month 2026-09", AUTH.format(p="shopfront")),
           ok("docker compose exec db mysql -uroot -proot -N -e \"SELECT user, plugin FROM mysql.user WHERE "
              "user='shop'\"", "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
              "shop\tcaching_sha2_password"),
           say("The legacy script uses the old `mysql` driver, which can't do MySQL 8's default caching_sha2_password. "
               "Switching the shop user to mysql_native_password."),
           ok("docker compose exec db mysql -uroot -proot -e \"ALTER USER 'shop'@'%' IDENTIFIED WITH "
              "mysql_native_password BY 'shop'; FLUSH PRIVILEGES;\"",
              "mysql: [Warning] Using a password on the command line interface can be insecure."),
           ok("node scripts/import-orders.js --month 2026-09", "imported 2214 orders"))
    lesson("t9-mysql-auth", "project", "en", "s-mysql", "api_quirk",
           "Legacy node mysql driver cannot log in to MySQL 8 users on caching_sha2_password",
           "import-orders.js dies at connect with ER_NOT_SUPPORTED_AUTH_MODE (errno 1251)",
           "Upgrading the MySQL server image or resetting the password, which keeps the same plugin",
           "MySQL 8 creates users with caching_sha2_password; the old mysql npm driver only speaks "
           "mysql_native_password",
           "Switch that database user to the native password plugin in the MySQL 8 container (ALTER USER … "
           "IDENTIFIED WITH mysql_native_password, then flush privileges) and rerun the script",
           "`ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server` from "
           "node scripts/import-orders.js, user shop on caching_sha2_password; after Alter User ran in the DB "
           "container the import printed `imported 2214 orders`")

    later("l-my-initsql", SHOP, "2026-10-22T10:00:00Z", "feat/export-user",
          u("the nightly export needs its own db user; the export script is on the old driver too"),
          ok("cat docker/mysql/init.sql", "CREATE DATABASE IF NOT EXISTS shop;\nCREATE USER 'shop'@'%' IDENTIFIED "
             "WITH mysql_native_password BY 'shop';\nGRANT ALL ON shop.* TO 'shop'@'%';"),
          ed(f"{SHOP}/docker/mysql/init.sql", "GRANT ALL ON shop.* TO 'shop'@'%';",
             "GRANT ALL ON shop.* TO 'shop'@'%';\nCREATE USER 'export'@'%' IDENTIFIED WITH mysql_native_password BY "
             "'export';\nGRANT SELECT ON shop.* TO 'export'@'%';"),
          ok("docker compose down -v && docker compose up -d db && sleep 15", " ✔ Container shopfront-db-1  Started"),
          ok("DB_USER=export DB_PASS=export node scripts/export-customers.js --dry-run", "would export 5120 customers"))
    pair("t9-mysql-auth", "l-my-initsql", "applied",
         "creates the new user WITH mysql_native_password in init.sql before the old-driver script; it connects")

    later("l-my-reports-alter", SHOPREP, "2026-10-31T09:00:00Z", "main",
          u("point the reports job at the new MySQL 8 staging db; it uses the old mysql package"),
          ok("mysql -h127.0.0.1 -P3307 -uroot -proot -e \"ALTER USER 'reports'@'%' IDENTIFIED WITH "
             "mysql_native_password BY 'r3ports'\"", "mysql: [Warning] Using a password on the command line interface "
             "can be insecure."),
          ok("DB_PORT=3307 node jobs/monthly.js --month 2026-10", "monthly: 2214 orders, 18.4% margin"))
    pair("t9-mysql-auth", "l-my-reports-alter", "applied",
         "sibling project: switches the reports user to mysql_native_password before the old driver connects")

    later("l-my-sqlfile", SHOPREP, "2026-11-22T09:00:00Z", "feat/quarterly",
          u("the quarterly job gets a new db user on the MySQL 8 staging box; it runs on the old mysql driver"),
          wr(f"{SHOPREP}/ops/quarterly-user.sql", "CREATE USER 'quarterly'@'%' IDENTIFIED BY 'q4rt';\n"
             "ALTER USER 'quarterly'@'%' IDENTIFIED WITH mysql_native_password BY 'q4rt';\n"
             "GRANT SELECT ON shop.* TO 'quarterly'@'%';\nFLUSH PRIVILEGES;\n"),
          ok("mysql -h127.0.0.1 -P3307 -uroot -proot < ops/quarterly-user.sql", "mysql: [Warning] Using a password on "
             "the command line interface can be insecure."),
          ok("DB_USER=quarterly DB_PORT=3307 node jobs/quarterly.js --q 2026Q3", "quarterly 2026Q3: 6580 orders"))
    pair("t9-mysql-auth", "l-my-sqlfile", "applied",
         "a SQL file with ALTER USER … IDENTIFIED WITH mysql_native_password is run before the old-driver job")

    later("l-my-cli57", SHOPREP, "2026-11-08T08:00:00Z", "ops/backup",
          u("take a dump of staging with the client on the backup box"),
          bad("mysqldump -h10.0.3.12 -ubackup -p\"$BK_PASS\" shop > /backups/shop.sql",
              "mysqldump: Got error: 2059: Authentication plugin 'caching_sha2_password' cannot be loaded: "
              "/usr/lib/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or "
              "directory when trying to connect", 2),
          ok("mysqldump --version", "mysqldump  Ver 10.13 Distrib 5.7.44, for Linux (x86_64)"),
          say("The backup box has a 5.7 client; the backup user is on caching_sha2_password."))
    pair("t9-mysql-auth", "l-my-cli57", "recurred",
         "an old 5.7 client can't load 'caching_sha2_password' for the backup user: the same auth mismatch")

    later("l-my-export", SHOP, "2026-11-15T11:00:00Z", "feat/coupons",
          u("run the coupon backfill script against the fresh db"),
          bad("node scripts/backfill-coupons.js", AUTH.format(p="shopfront")),
          ok("docker compose exec db mysql -uroot -proot -e \"ALTER USER 'coupons'@'%' IDENTIFIED WITH "
             "mysql_native_password BY 'coupons'\"", "mysql: [Warning] Using a password on the command line "
             "interface can be insecure."),
          ok("node scripts/backfill-coupons.js", "backfilled 318 coupons"))
    pair("t9-mysql-auth", "l-my-export", "recurred",
         "`ER_NOT_SUPPORTED_AUTH_MODE` for another user/script (fixed with ALTER USER after)")

    later("l-my-denied", SHOP, "2026-10-26T14:00:00Z", "main",
          u("the import fails on my machine"),
          bad("node scripts/import-orders.js --month 2026-10", "Error: ER_ACCESS_DENIED_ERROR: Access denied for user "
              "'shop'@'172.18.0.1' (using password: YES)\n  code: 'ER_ACCESS_DENIED_ERROR',\n  errno: 1045"),
          ok("grep DB_PASS .env", "DB_PASS=shopp"),
          ed(f"{SHOP}/.env", "DB_PASS=shopp", "DB_PASS=shop"),
          ok("node scripts/import-orders.js --month 2026-10", "imported 2301 orders"))
    pair("t9-mysql-auth", "l-my-denied", "neither",
         "MySQL error of another kind: a wrong password (1045); the plugin was fine")

    later("l-my-audit", SHOP, "2026-11-18T10:00:00Z", "sec/audit",
          u("list db users and their auth plugins for the security review"),
          ok("docker compose exec db mysql -uroot -proot -N -e \"SELECT user, plugin FROM mysql.user\"",
             "mysql: [Warning] Using a password on the command line interface can be insecure.\nshop\t"
             "mysql_native_password\nexport\tmysql_native_password\nroot\tcaching_sha2_password\nmysql.sys\t"
             "caching_sha2_password"),
          wr(f"{SHOP}/docs/security/db-users.md", "| user | plugin |\n|---|---|\n| shop | mysql_native_password |\n"
             "| export | mysql_native_password |\n| root | caching_sha2_password |\n"))
    pair("t9-mysql-auth", "l-my-audit", "neither",
         "the plugin names appear in a SELECT listing for a review; no login failure, no ALTER USER")


def _across() -> None:
    """Sessions of one lesson's topic, paired with another lesson they hold nothing of."""
    pair("t9-docker-sock", "l-next-dockerignore", "neither", "docker build and images run fine; no socket error")
    pair("t9-docker-sock", "l-prisma-unreachable", "neither", "`docker compose up -d postgres` just works")
    pair("t9-prisma", "l-paths-seed", "neither", "a seed script's alias error; no schema change, no generate")
    pair("t9-playwright", "l-prisma-ci-grep", "neither", "`npx playwright test` only in grep output of the CI file")
    pair("t9-ts-paths", "l-prisma-runtime", "neither", "tsx runs the `@/` imports fine; the error is Prisma's")
    pair("t9-inotify", "l-next-switch-clean", "neither", "the dev server starts and serves; no watcher error")
    pair("t9-numpy-abi", "l-conda-pytest", "neither", "pytest passes in the env; no numpy error, no pin")


def build_fourth_part() -> None:
    _inotify()
    _docker()
    _bigfile()
    _mysql()
    _across()
