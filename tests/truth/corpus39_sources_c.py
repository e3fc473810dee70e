"""Scripted sessions of corpus39, part three: Home Assistant's config check in Docker on macOS zsh (in Korean, a
Task, ANSI colour), Jellyfin VA-API transcoding on an N100 (a Task), a Vaultwarden argon2 ADMIN_TOKEN in compose on
macOS zsh, an Authelia 4.37 to 4.38 upgrade, Pi-hole v6's pihole-FTL settings."""
from __future__ import annotations

from tests.truth.corpus39_common import ESC

E = ESC

HA_CHECK_ERR = (
    "Exit code 1\nTesting configuration at /config\nFailed config\n  General Errors: \n"
    "    - Error loading /config/configuration.yaml: while scanning for the next token\n"
    "found character '\\t' that cannot start any token\n  in \"/config/automations.yaml\", line 14, column 1\n"
    "Successful config (partial)")
HA_LOG = (
    f"{E}[33m2025-03-02 08:14:10.118 WARNING (MainThread) [homeassistant.util.loop] Detected blocking call to "
    f"open inside the event loop by custom integration 'hacs'{E}[0m\n"
    f"{E}[32m2025-03-02 08:14:11.902 INFO (MainThread) [homeassistant.core] Starting Home Assistant{E}[0m\n"
    f"{E}[31m2025-03-02 08:14:12.502 ERROR (MainThread) [homeassistant.components.zha.core.gateway] Couldn't start "
    f"EZSP = Silicon Labs EmberZNet coordinator: [Errno 2] could not open port /dev/ttyACM0: [Errno 2] No such "
    f"file or directory: '/dev/ttyACM0'{E}[0m\n"
    f"{E}[31m2025-03-02 08:14:12.530 ERROR (MainThread) [homeassistant.setup] Setup failed for 'zha': "
    f"Integration failed to initialize.{E}[0m")

HASS = [
    ("user", "configuration.yaml이랑 automations.yaml 고친 뒤로 Home Assistant가 안 올라와요. 맥에서 도커로 돌리고 "
             "있어요 (컨테이너 이름 homeassistant)."),
    ("bash", "docker exec homeassistant python -m homeassistant --script check_config --config /config",
     HA_CHECK_ERR, True),
    ("bash", "sed -n '12,16p' automations.yaml | cat -et",
     "  trigger:$\n    - platform: time$\n^I  at: \"07:00:00\"$\n  action:$\n    - service: light.turn_on$",
     False),
    ("say", "14번째 줄이 탭(`^I`)으로 들여쓰기돼 있습니다. YAML은 탭 들여쓰기를 허용하지 않으니 공백으로 바꾸겠습니다."),
    ("edit", "/Users/minseo/homeassistant/automations.yaml", "\t  at: \"07:00:00\"", "      at: \"07:00:00\""),
    ("bash", "docker exec homeassistant python -m homeassistant --script check_config --config /config",
     "Testing configuration at /config", False),
    ("bash", "docker restart homeassistant && sleep 20 && docker logs --tail 4 homeassistant", HA_LOG, False),
    ("say", "설정 오류는 없어지고 HA가 올라왔습니다. 다만 ZHA가 /dev/ttyACM0을 열지 못합니다. 맥의 Docker Desktop이 "
            "USB를 넘겨줄 수 있는지 확인해 보겠습니다."),
    ("task", "Check USB passthrough on Docker Desktop for Mac",
     "Can Docker Desktop on macOS pass a USB Zigbee stick (Sonoff ZBDongle-E, /dev/cu.usbserial) into a Linux "
     "container so that Home Assistant's ZHA can open it? If not, what are the practical options?",
     "Docker Desktop for Mac runs containers inside a Linux VM and has no USB passthrough: `--device` only maps "
     "devices that exist inside that VM, and the Mac's /dev/cu.* nodes never appear there. Practical options: "
     "(1) expose the stick over the network with ser2net on the Mac and point ZHA at `socket://host.docker.internal:"
     "6638`; (2) run Home Assistant OS in a UTM VM with USB passthrough; (3) move HA to a Linux host."),
    ("say", "정리하면 도커 데스크톱에서는 USB를 직접 넘길 수 없습니다. ser2net으로 `socket://host.docker.internal:6638`"
            "을 쓰거나 UTM VM에 HA OS를 올리는 방법이 있습니다."),
    ("user", "ser2net은 다음에 해 볼게요. 설정 오류 고쳐 줘서 고마워요, 됐어요!"),
]

VAINFO_ERR = ("Exit code 1\nTrying display: drm\nFailed to open the referenced device: /dev/dri/renderD128: "
              "Permission denied\nerror: failed to initialize display")

JELLYFIN = [
    ("user", "Jellyfin in docker can't hardware transcode on the N100 box, playback falls back to software and the "
             "CPU is pegged. Compose file is /opt/media/compose.yaml."),
    ("bash", "docker exec jellyfin /usr/lib/jellyfin-ffmpeg/vainfo --display drm --device /dev/dri/renderD128",
     VAINFO_ERR, True),
    ("bash", "docker exec jellyfin ls -ln /dev/dri; docker exec jellyfin id",
     "total 0\ncrw-rw---- 1 0 993 226,   0 Mar  8 09:01 card0\ncrw-rw---- 1 0 993 226, 128 Mar  8 09:01 renderD128\n"
     "uid=1000(jellyfin) gid=1000(jellyfin) groups=1000(jellyfin)", False),
    ("task", "How Jellyfin's container gets access to /dev/dri",
     "In the official jellyfin/jellyfin docker image, the process runs as uid 1000 and /dev/dri/renderD128 is "
     "owned by gid 993 on the host. What is the right compose setting, and anything specific to Intel N100?",
     "Add the host's render group by number: `group_add: [\"993\"]` (get it with `getent group render | cut -d: "
     "-f3` on the host). Name-based group_add won't work because the container has no 'render' group with that "
     "GID. For Intel N100 (Alder Lake-N) use VA-API or QSV with the iHD driver; low-power HEVC encoding needs "
     "the GuC firmware loaded, i.e. `i915.enable_guc=3` on the kernel command line."),
    ("bash", "getent group render | cut -d: -f3", "993", False),
    ("edit", "/opt/media/compose.yaml", "    devices:\n      - /dev/dri/renderD128:/dev/dri/renderD128\n",
     "    devices:\n      - /dev/dri/renderD128:/dev/dri/renderD128\n    group_add:\n      - \"993\"\n"),
    ("bash", "docker compose up -d jellyfin && docker exec jellyfin /usr/lib/jellyfin-ffmpeg/vainfo --display drm "
             "--device /dev/dri/renderD128 | head -4",
     "Trying display: drm\nlibva info: VA-API version 1.22.0\nlibva info: Trying to open "
     "/usr/lib/jellyfin-ffmpeg/lib/dri/iHD_drv_video.so\nlibva info: va_openDriver() returns 0", False),
    ("bash", "docker exec jellyfin /usr/lib/jellyfin-ffmpeg/ffmpeg -hide_banner -init_hw_device "
             "vaapi=va:/dev/dri/renderD128 -f lavfi -i testsrc2=s=1920x1080:d=2 -vf format=nv12,hwupload "
             "-c:v hevc_vaapi -low_power 1 -f null -",
     "Exit code 1\n[hevc_vaapi @ 0x55d5c8a2c0] No usable encoding entrypoint found for profile VAProfileHEVCMain "
     "(17).\n[vost#0:0/hevc_vaapi @ 0x55d5c89f40] Error while opening encoder - maybe incorrect parameters such "
     "as bit_rate, rate, width or height.\nError while filtering: Function not implemented", True),
    ("say", "VA-API works now (va_openDriver() returns 0). The low-power HEVC encoder is still missing, which is "
            "what the subagent said about GuC: the host needs `i915.enable_guc=3` and a reboot. I can't reboot "
            "the host from here, so I'll leave a script."),
    ("write", "/opt/media/enable-guc.sh",
     "#!/bin/sh\nset -e\necho 'options i915 enable_guc=3' | sudo tee /etc/modprobe.d/i915.conf\n"
     "sudo update-initramfs -u\necho 'reboot, then: sudo dmesg | grep -i guc'\n"),
    ("user", "I'll run it tonight in the maintenance window."),
]

HASH = "$argon2id$v=19$m=65540,t=3,p=4$bXlzYWx0c2FsdA$Vj1sR8Y4kz0e1kq7pD3nM9yF2tH6wU5xA8bC0dE4fGh"

VAULTWARDEN = [
    ("user", "Switch the vaultwarden ADMIN_TOKEN to an argon2 hash, the plain token gives a warning at startup. "
             "Passphrase is in my head, use 'correct-horse-battery' for now and I'll rotate."),
    ("bash", "echo -n 'correct-horse-battery' | argon2 \"$(openssl rand -base64 32)\" -e -id -k 65540 -t 3 -p 4",
     HASH, False),
    ("edit", "/Users/kai/homelab/vaultwarden/docker-compose.yml", "      - ADMIN_TOKEN=changeme-plain",
     "      - ADMIN_TOKEN=" + HASH),
    ("bash", "docker compose up -d",
     "WARN[0000] The \"argon2id\" variable is not set. Defaulting to a blank string.\n"
     "WARN[0000] The \"v\" variable is not set. Defaulting to a blank string.\n"
     "WARN[0000] The \"m\" variable is not set. Defaulting to a blank string.\n"
     "WARN[0000] The \"bXlzYWx0c2FsdA\" variable is not set. Defaulting to a blank string.\n"
     "WARN[0000] The \"Vj1sR8Y4kz0e1kq7pD3nM9yF2tH6wU5xA8bC0dE4fGh\" variable is not set. Defaulting to a blank "
     "string.\n[+] Running 1/1\n ✔ Container vaultwarden  Started", False),
    ("bash", "docker compose exec vaultwarden printenv ADMIN_TOKEN", "=19=65540,t=3,p=4", False),
    ("say", "Compose interpolated every `$` in the hash as a variable. In docker-compose.yml each `$` has to be "
            "written `$$`."),
    ("edit", "/Users/kai/homelab/vaultwarden/docker-compose.yml", "      - ADMIN_TOKEN=" + HASH,
     "      - ADMIN_TOKEN=" + HASH.replace("$", "$$")),
    ("bash", "docker compose up -d && docker compose exec vaultwarden printenv ADMIN_TOKEN",
     "[+] Running 1/1\n ✔ Container vaultwarden  Started\n" + HASH, False),
    ("user", "And if I keep it in a .env file instead? That's where my other secrets live."),
    ("say", "In `.env` put the value in single quotes, `ADMIN_TOKEN='$argon2id$v=19$...'`: compose does not "
            "interpolate single-quoted values there, so no `$$` needed."),
    ("user", "ok. The /admin page takes my passphrase now btw, thanks."),
]

AUTHELIA_ERR = (
    "Exit code 1\ntime=\"2025-04-11T09:02:44Z\" level=warning msg=\"Configuration: configuration key 'jwt_secret' "
    "is deprecated in 4.38.0 and has been replaced by 'identity_validation.reset_password.jwt_secret'\"\n"
    "Configuration parsed and loaded with errors:\n"
    "\t - identity_validation: reset_password: option 'jwt_secret' is required\n"
    "\t - session: option 'cookies' is required\n"
    "\t - storage: option 'encryption_key' must be 20 characters or longer")
NEWKEY = "c0ffee9a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e7f8091a2b3c4d5"
VALIDATE = ("docker run --rm -v /srv/authelia/config:/config authelia/authelia:4.38 authelia validate-config "
            "--config /config/configuration.yml")

AUTHELIA = [
    ("user", "Authelia won't start since watchtower pulled 4.38 (was 4.37). Fix the config please."),
    ("bash", VALIDATE, AUTHELIA_ERR, True),
    ("edit", "/srv/authelia/config/configuration.yml", "jwt_secret: 'Xa1-reset-secret-please-change-me-2024'\n",
     "identity_validation:\n  reset_password:\n    jwt_secret: 'Xa1-reset-secret-please-change-me-2024'\n"),
    ("edit", "/srv/authelia/config/configuration.yml", "session:\n  domain: 'home.example.org'\n",
     "session:\n  cookies:\n    - domain: 'home.example.org'\n      authelia_url: 'https://auth.home.example.org'\n"),
    ("bash", VALIDATE, "Exit code 1\nConfiguration parsed and loaded with errors:\n"
     "\t - storage: option 'encryption_key' must be 20 characters or longer", True),
    ("say", "The old encryption_key is 16 characters. Just swapping in a longer one would make the existing "
            "database unreadable; the stored data has to be re-encrypted with `authelia storage encryption "
            "change-key`."),
    ("bash", "docker run --rm -v /srv/authelia/config:/config authelia/authelia:4.38 authelia storage encryption "
             f"change-key --config /config/configuration.yml --new-encryption-key '{NEWKEY}'",
     "Exit code 1\nError: invalid configuration: storage: option 'encryption_key' must be 20 characters or longer",
     True),
    ("say", "4.38 refuses to load the config at all, so change-key can't run with it. The 4.37 image still "
            "accepts the short key:"),
    ("bash", "docker run --rm -v /srv/authelia/config:/config authelia/authelia:4.37 authelia storage encryption "
             f"change-key --config /config/configuration.yml --new-encryption-key '{NEWKEY}'",
     "Completed the encryption key change. Please adjust your configuration to use the new key.", False),
    ("edit", "/srv/authelia/config/configuration.yml", "  encryption_key: 'sixteen-chars-ok'\n",
     f"  encryption_key: '{NEWKEY}'\n"),
    ("bash", VALIDATE, "Configuration parsed and loaded successfully without errors.", False),
    ("bash", "docker compose up -d authelia && sleep 3 && docker compose logs --tail 3 authelia",
     "authelia  | time=\"2025-04-11T09:12:01Z\" level=info msg=\"Authelia v4.38.8 is starting\"\n"
     "authelia  | time=\"2025-04-11T09:12:01Z\" level=info msg=\"Startup complete\"\n"
     "authelia  | time=\"2025-04-11T09:12:01Z\" level=info msg=\"Listening for non-TLS connections on '[::]:9091' "
     "path '/'\" server=main service=server", False),
    ("user", "Login works again, thanks."),
]

PIHOLE = [
    ("user", "Upgraded Pi-hole to v6 with `pihole -up`. My password reset script (`pihole -a -p`) breaks now. "
             "Also the new web server grabs 443 and my nginx can't have it."),
    ("bash", "pihole -a -p 'N3w-Adm1n-Pass'",
     "Exit code 1\n  Error: the -a option has been removed in Pi-hole v6.\n  Use 'pihole setpassword' instead.",
     True),
    ("bash", "pihole setpassword 'N3w-Adm1n-Pass'", "  [✓] New password set", False),
    ("bash", "curl -s -X POST http://127.0.0.1/api/auth -d '{\"password\":\"N3w-Adm1n-Pass\"}'",
     "{\"session\":{\"valid\":true,\"totp\":false,\"sid\":\"oB4Zl1m8QwFq3vKq5yXe2A=\",\"validity\":1800,"
     "\"message\":\"password correct\"},\"took\":0.041}", False),
    ("bash", "sudo pihole-FTL --config webserver.port", "80o,443os,[::]:80o,[::]:443os", False),
    ("bash", "sudo pihole-FTL --config webserver.port '8081o,[::]:8081o'", "8081o,[::]:8081o", False),
    ("bash", "sudo systemctl restart nginx",
     "Exit code 1\nJob for nginx.service failed because the control process exited with error code.\n"
     "See \"systemctl status nginx.service\" and \"journalctl -xeu nginx.service\" for details.", True),
    ("bash", "sudo ss -ltnp 'sport = :443'",
     "State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
     "LISTEN 0      200          0.0.0.0:443        0.0.0.0:*     users:((\"pihole-FTL\",pid=812,fd=31))", False),
    ("say", "pihole-FTL still holds :443: the new webserver.port is stored but the running FTL keeps its sockets "
            "until it restarts. Want me to run `sudo systemctl restart pihole-FTL`? DNS will drop for a few "
            "seconds while it does."),
    ("user", "Not now, the family is online. I'll do it tonight."),
]

SOURCES = {
    "m11-hass-check-ko": ("/Users/minseo/homeassistant", "2025-03-02T08:05:00Z", "main", HASS),
    "m12-jellyfin-vaapi": ("/opt/media", "2025-03-08T19:20:00Z", "main", JELLYFIN),
    "m13-vaultwarden-token": ("/Users/kai/homelab/vaultwarden", "2025-03-15T10:00:00Z", "main", VAULTWARDEN),
    "m14-authelia-438": ("/srv/authelia", "2025-04-11T08:58:00Z", "main", AUTHELIA),
    "m15-pihole-v6": ("/home/admin", "2025-04-19T17:30:00Z", "HEAD", PIHOLE),
}
