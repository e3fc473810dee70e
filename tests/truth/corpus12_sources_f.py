"""Scripted sessions of the twelfth corpus (part f): rootless podman (Korean), rsync deploys (German, one call
interrupted)."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

PODMAN_UID = """Exit code 125
Trying to pull docker.io/library/caddy:2.8...
Getting image source signatures
Copying blob 8f2a9c5e1d43 done   |
Error: copying system image from manifest list: writing blob: adding layer with blob "sha256:8f2a9c5e1d43b0d7a3f1e6c2b9d4a7e5f0c3b8a1d6e9f2c5b8a4d7e0f3c6b9a2": processing tar file(potentially insufficient UIDs or GIDs available in user namespace (requested 0:42 for /etc/shadow): Check /etc/subuid and /etc/subgid if configured locally and run "podman system migrate": lchown /etc/shadow: invalid argument): exit status 1"""

INTERRUPTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
               "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
               "tell you how to proceed.")


def podman() -> tuple[str, str, str, list]:
    return ("/home/minho/homelab", "2026-12-06T13:00:00Z", "main", [
        ("user", "rootless podman으로 caddy 띄워줘. 80번 포트로. 계정은 minho, 새로 만든 계정이야"),
        ("bash", "podman run -d --name web -p 80:80 docker.io/library/caddy:2.8", PODMAN_UID, True),
        ("bash", "grep minho /etc/subuid /etc/subgid; echo \"rc=$?\"", "rc=1", False),
        ("say", "minho 계정에 subuid/subgid 범위가 없어서 이미지 레이어의 uid 42(shadow 그룹)를 매핑할 수 없습니다."),
        ("bash", "sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 minho && podman system migrate "
         "&& grep minho /etc/subuid", "minho:100000:65536", False),
        ("bash", "podman run -d --name web -p 80:80 docker.io/library/caddy:2.8", "Exit code 126\nTrying to pull "
         "docker.io/library/caddy:2.8...\nWriting manifest to image destination\n"
         "Error: rootlessport cannot expose privileged port 80, you can add 'net.ipv4.ip_unprivileged_port_start=80' "
         "to /etc/sysctl.conf (currently 1024), or choose a larger port number (>= 1024): listen tcp 0.0.0.0:80: "
         "bind: permission denied", True),
        ("say", "이미지는 받아졌습니다. 이제는 rootless라서 1024 미만 포트를 못 엽니다. sysctl로 낮추거나 8080을 쓰는 방법이 "
         "있는데, 시스템 설정을 바꾸지 않도록 8080으로 하겠습니다."),
        ("bash", "podman rm -f web >/dev/null; podman run -d --name web -p 8080:80 docker.io/library/caddy:2.8 && "
         "curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8080/", "b71c3e90f2a4d8\n200", False),
        ("user", "좋아. 근데 ssh 끊으면 컨테이너가 죽어"),
        ("bash", "loginctl show-user minho --property=Linger", "Linger=no", False),
        ("say", "사용자 세션이 끝나면 systemd가 사용자 프로세스를 정리하기 때문입니다(Linger=no). `sudo loginctl "
         "enable-linger minho` 로 linger를 켜면 로그아웃 후에도 남습니다. 이 명령은 직접 실행해 주세요."),
        ("user", "고마워요, 포트 문제는 8080으로 해결됐네요"),
    ])


def rsync() -> tuple[str, str, str, list]:
    return ("/home/jonas/shop-frontend", "2026-12-06T15:00:00Z", "release", [
        ("user", "Ich habe mit `rsync -avz dist deploy@web1:/srv/www/shop` deployed, aber die Seite zeigt noch den "
         "alten Build. Bitte deploy auf web1 und web2."),
        ("bash", "ssh deploy@web1 'ls /srv/www/shop; cat /srv/www/shop/version.txt'", "assets\ndist\nindex.html\n"
         "uploads\nversion.txt\nbuild 2026.11.28-1", False),
        ("say", "Without the trailing slash rsync copied the directory itself, so the new build sits in "
         "/srv/www/shop/dist/ and the served root still has the old files."),
        ("bash", "rsync -avz dist/ deploy@web1:/srv/www/shop/ | tail -n 3 && ssh deploy@web1 cat "
         "/srv/www/shop/version.txt", "index.html\nsent 1,284,511 bytes  received 2,118 bytes  367,608.29 bytes/sec\n"
         "total size is 4,902,233  speedup is 3.81\nbuild 2026.12.06-3", False),
        ("bash", "rsync -avzn --delete dist/ deploy@web1:/srv/www/shop/ | grep deleting", "deleting uploads/u/91/"
         "avatar.png\ndeleting uploads/u/17/avatar.png\ndeleting dist/index.html\ndeleting dist/assets/index-9a8b.js"
         "\ndeleting dist/", False),
        ("say", "A dry run with --delete would also remove uploads/ (user content), so I won't use --delete. Removing "
         "only the stray dist/ directory."),
        ("tool", "Bash", {"command": "ssh deploy@web1 'rm -rf /srv/www/shop/dist'",
                          "description": "Remove stray nested dist dir on web1"}, INTERRUPTED, True),
        ("user", "[Request interrupted by user for tool use]"),
        ("user", "Kein rm auf Prod bitte, das räume ich selbst auf. Mach web2."),
        ("bash", "rsync -avz dist/ deploy@web2:/srv/www/shop/", "Exit code 12\nbash: line 1: rsync: command not "
         "found\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: error in "
         "rsync protocol data stream (code 12) at io.c(232) [sender=3.2.7]", True),
        ("say", "rsync has to exist on both ends; web2 doesn't have it."),
        ("bash", "ssh deploy@web2 'sudo apt-get install -y rsync' | tail -n 1", "Setting up rsync (3.2.7-1ubuntu1) ...",
         False),
        ("bash", "rsync -avz dist/ deploy@web2:/srv/www/shop/ | tail -n 2 && ssh deploy@web2 cat "
         "/srv/www/shop/version.txt", "sent 1,284,507 bytes  received 2,114 bytes  514,648.40 bytes/sec\ntotal size "
         "is 4,902,233  speedup is 3.81\nbuild 2026.12.06-3", False),
        ("say", "Beide Server liefern jetzt `build 2026.12.06-3`. Das verschachtelte /srv/www/shop/dist auf web1 ist "
         "noch da."),
    ])


def sources() -> Sources:
    return {"s15-podman-rootless": podman(), "s16-rsync-deploy": rsync()}
