"""The cases of the twenty-second tracking corpus, part eight: Mosquitto 2 in local-only mode (a prose-only fix), LXD
never initialised after the snap install, and the cross pairs (a lesson against a later session of another topic).
The rules are in tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash

# ---------------------------------------------------------------- m: Mosquitto 2 without a listener

def mosq_local(prefix: str, ts: int) -> str:
    return (f"{prefix}{ts}: mosquitto version 2.0.20 starting\n{prefix}{ts}: Config loaded from "
            f"/mosquitto/config/mosquitto.conf.\n{prefix}{ts}: Starting in local only mode. Connections will only be "
            f"possible from clients running on this machine.\n{prefix}{ts}: Create a configuration file which defines "
            f"a listener to allow remote access.\n{prefix}{ts}: For more details see "
            f"https://mosquitto.org/documentation/authentication-methods/\n{prefix}{ts}: Opening ipv4 listen socket "
            "on port 1883.\n")


PERSIST = "persistence true\npersistence_location /mosquitto/data/\n"


def lesson_m() -> None:
    cwd = "/home/kofi/iot/greenhouse"
    T.source("s-mosq-listener", cwd, "2025-10-19T16:00:00Z", "main",
             ("user", "Since I upgraded the broker container the ESP32 sensors can't connect. Figure out why."),
             bash("docker compose logs --tail 6 mosquitto", mosq_local("mosquitto  | ", 1760889601)),
             bash("mosquitto_sub -h 192.168.1.40 -t 'greenhouse/#' -C 1 -W 5", "Error: Connection refused\n", True),
             ("say", "Mosquitto 2 only listens on loopback when the config defines no listener; the old 1.6 config "
                     "never needed one. Adding a listener on 1883 for the LAN, anonymous like before."),
             ("edit", f"{cwd}/config/mosquitto.conf", PERSIST, "listener 1883\nallow_anonymous true\n\n" + PERSIST),
             bash("docker compose restart mosquitto && sleep 2 && mosquitto_sub -h 192.168.1.40 -t 'greenhouse/#' "
                  "-C 1 -W 10", " Container greenhouse-mosquitto-1  Restarting\n Container greenhouse-mosquitto-1  "
                  "Started\ngreenhouse/bed2/soil {\"moisture\": 41.2, \"t\": 19.8}\n"))
    T.lesson("t22-mosquitto-listener", "global", "en", "s-mosq-listener", "tool_quirk",
             "Mosquitto 2 refuses remote clients when its config defines no listener",
             "After upgrading the broker, sensors and `mosquitto_sub` from another host got \"Connection refused\"; "
             "the broker log said it was starting in local only mode.",
             "Debugging the clients, Wi-Fi or the published port, which are all fine.",
             "Since 2.0 Mosquitto binds only to the loopback interface unless the configuration declares a "
             "listener, so a 1.x config without one stops accepting connections from other machines.",
             "Give mosquitto.conf an explicit listener for port 1883 on all interfaces and decide how clients "
             "authenticate on it (anonymous access on a trusted LAN, or a password file), then restart the broker.",
             ["`Starting in local only mode. Connections will only be possible from clients running on this "
              "machine.`", "`mosquitto_sub -h 192.168.1.40 -t 'greenhouse/#' -C 1 -W 5`",
              "`Error: Connection refused`", "`listener 1883`"])


def later_m() -> None:
    T.later("l-mosq-beehive", "/home/kofi/iot/beehive", "2025-10-24T17:00:00Z", "main",
            ("user", "Set up a broker for the beehive scales like the greenhouse one, but with a password this time. "
                     "The password is in ~/.hive-mqtt."),
            ("write", "/home/kofi/iot/beehive/config/mosquitto.conf",
             "listener 1883\nallow_anonymous false\npassword_file /mosquitto/config/passwd\n\n" + PERSIST),
            bash('docker compose run --rm mosquitto mosquitto_passwd -b -c /mosquitto/config/passwd hive '
                 '"$(cat ~/.hive-mqtt)" && docker compose up -d', " Container beehive-mosquitto-1  Started\n"),
            bash('mosquitto_pub -h 192.168.1.41 -u hive -P "$(cat ~/.hive-mqtt)" -t beehive/test -m hello && echo '
                 "published", "published\n"))
    T.pair("t22-mosquitto-listener", "l-mosq-beehive", "applied", "the new config declares listener 1883 with a "
           "password file before the first start; a remote publish works")
    T.later("l-mosq-noauth", "/home/kofi/iot/weather", "2025-10-28T09:30:00Z", "main",
            ("user", "Quick throwaway broker for the weather station test, reachable from the LAN, no auth."),
            bash("docker run --rm eclipse-mosquitto:2 cat /mosquitto-no-auth.conf",
                 "listener 1883\nallow_anonymous true\n"),
            ("say", "The image ships a config with a LAN listener and anonymous access; using that."),
            bash("docker run -d --name weather-broker -p 1883:1883 eclipse-mosquitto:2 mosquitto -c "
                 "/mosquitto-no-auth.conf && sleep 1 && mosquitto_pub -h 192.168.1.40 -t weather/test -m ok && echo "
                 "published", "3b9f0c1d2e4a\npublished\n"))
    T.pair("t22-mosquitto-listener", "l-mosq-noauth", "applied", "started with the image's config that declares "
           "listener 1883 and anonymous access; remote publish works")
    T.later("l-mosq-pi-recur", "/home/kofi", "2025-11-01T18:20:00Z", "HEAD",
            ("user", "I installed mosquitto from apt on the Pi for the garage sensors. They can't reach it."),
            bash("mosquitto_pub -h pi-broker.lan -t garage/test -m ping", "Error: Connection refused\n", True),
            bash("ssh pi-broker.lan sudo journalctl -u mosquitto -n 3 --no-pager",
                 "Nov 01 18:19:02 pi-broker mosquitto[812]: 1762021142: Starting in local only mode. Connections "
                 "will only be possible from clients running on this machine.\nNov 01 18:19:02 pi-broker "
                 "mosquitto[812]: 1762021142: Create a configuration file which defines a listener to allow remote "
                 "access.\n"),
            bash("ssh pi-broker.lan \"printf 'listener 1883\\nallow_anonymous true\\n' | sudo tee "
                 "/etc/mosquitto/conf.d/lan.conf && sudo systemctl restart mosquitto\" && mosquitto_pub -h "
                 "pi-broker.lan -t garage/test -m ping && echo published", "listener 1883\nallow_anonymous true\n"
                 "published\n"))
    T.pair("t22-mosquitto-listener", "l-mosq-pi-recur", "recurred", "local only mode on the Pi's apt broker: "
           "connection refused before the listener was added")
    later_m2()


def later_m2() -> None:
    ha = "/home/kofi/homeassistant"
    T.later("l-mosq-ha-recur", ha, "2025-11-05T20:00:00Z", "main",
            ("user", "Home Assistant's MQTT integration won't connect to the new mosquitto service in the stack."),
            bash("docker compose logs --tail 2 homeassistant && docker compose logs --tail 6 mosquitto",
                 "homeassistant  | 2025-11-05 20:00:12 ERROR (MainThread) [homeassistant.components.mqtt.client] "
                 "Failed to connect to MQTT server due to exception: [Errno 111] Connection refused\n"
                 + mosq_local("mosquitto      | ", 1762372800)),
            ("edit", f"{ha}/mosquitto/config/mosquitto.conf", PERSIST,
             "listener 1883\nallow_anonymous false\npassword_file /mosquitto/config/passwd\n\n" + PERSIST),
            bash("docker compose restart mosquitto homeassistant && sleep 20 && docker compose logs --since 30s "
                 "homeassistant | grep -i mqtt", "homeassistant  | 2025-11-05 20:02:41 INFO (MainThread) "
                 "[homeassistant.components.mqtt.client] Connected to MQTT server mosquitto:1883\n"))
    T.pair("t22-mosquitto-listener", "l-mosq-ha-recur", "recurred", "HA got connection refused from a broker in "
           "local only mode; listener added afterwards")
    T.later("l-mosq-vlan", "/home/kofi/iot/greenhouse", "2025-11-08T15:10:00Z", "main",
            ("user", "The sensors I moved to the IoT VLAN (192.168.20.x) can't reach the broker any more."),
            bash("ssh iot-gw.lan nc -vz -w 3 192.168.1.40 1883",
                 "nc: connect to 192.168.1.40 port 1883 (tcp) timed out: Operation now in progress\n", True),
            bash("sudo ufw status | grep 1883", "1883/tcp                   ALLOW       192.168.1.0/24\n"),
            ("say", "The host firewall only allows 1883 from the old subnet."),
            bash("sudo ufw allow from 192.168.20.0/24 to any port 1883 proto tcp && ssh iot-gw.lan nc -vz -w 3 "
                 "192.168.1.40 1883", "Rule added\nConnection to 192.168.1.40 1883 port [tcp/*] succeeded!\n"))
    T.pair("t22-mosquitto-listener", "l-mosq-vlan", "neither", "a firewall rule blocking the new subnet, not "
           "local-only mode; no listener change")
    T.later("l-mosq-early", "/home/kofi/iot/greenhouse", "2025-09-15T16:00:00Z", "main",
            ("user", "Test broker on the laptop isn't reachable from the ESP32."),
            bash("mosquitto_sub -h 192.168.1.52 -t '#' -C 1 -W 5", "Error: Connection refused\n", True),
            ("edit", "/home/kofi/iot/greenhouse/config/mosquitto.conf", PERSIST,
             "listener 1883\nallow_anonymous true\n\n" + PERSIST),
            bash("docker compose restart mosquitto && mosquitto_sub -h 192.168.1.52 -t '#' -C 1 -W 10",
                 "greenhouse/bed1/soil {\"moisture\": 38.0}\n"))
    T.pair("t22-mosquitto-listener", "l-mosq-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- n: LXD never initialised

def lxd_no_root(name: str) -> str:
    return (f"Creating {name}\nError: Failed instance creation: Failed creating instance record: Failed initialising "
            "instance: Failed getting root disk: No root device could be found\n")


def lxd_up(name: str, ip: str) -> str:
    return (f"Creating {name}\nStarting {name}\n+----------+---------+---------------------+\n|   NAME   |  STATE  |"
            f"        IPV4         |\n+----------+---------+---------------------+\n| {name} | RUNNING | {ip} (eth0) "
            "|\n+----------+---------+---------------------+\n")


def lesson_n() -> None:
    cwd = "/home/oskar/labs/ci-runners"
    T.source("s-lxd-init", cwd, "2025-10-21T09:00:00Z", "main",
             ("user", "LXD is installed from the snap on this box. Launch an Ubuntu 24.04 container called runner-1."),
             bash("lxc launch ubuntu:24.04 runner-1", lxd_no_root("runner-1"), True),
             bash("lxc storage list && lxc profile show default",
                  "+------+--------+--------+-------------+---------+-------+\n| NAME | DRIVER | SOURCE | DESCRIPTION "
                  "| USED BY | STATE |\n+------+--------+--------+-------------+---------+-------+\nconfig: {}\n"
                  "description: Default LXD profile\ndevices: {}\nname: default\nused_by: []\n"),
             ("say", "LXD was never initialised: there is no storage pool and the default profile has no root disk "
                     "or network. A minimal init creates both."),
             bash("sudo lxd init --minimal", ""),
             bash("lxc launch ubuntu:24.04 runner-1 && lxc list runner-1 -c ns4", lxd_up("runner-1", "10.118.42.17")))
    T.lesson("t22-lxd-init", "global", "en", "s-lxd-init", "env_setup",
             "lxc launch fails with \"No root device could be found\" on an LXD that was never initialised",
             "The first `lxc launch ubuntu:24.04 runner-1` after installing the snap failed with \"Failed getting "
             "root disk: No root device could be found\".",
             "Adding a root disk by hand to the default profile while no storage pool exists, or reinstalling the "
             "snap.",
             "A fresh LXD has no storage pool, no bridge and an empty default profile until `lxd init` runs, so an "
             "instance has nowhere to put its root disk.",
             "Initialise LXD once after installing it: `lxd init --minimal` (or `lxd init --auto`, or a preseed "
             "through `lxd init --preseed`) creates the default pool and bridge and adds them to the default "
             "profile.",
             ["`lxc launch ubuntu:24.04 runner-1`", "`Failed getting root disk: No root device could be found`",
              "`devices: {}`", "`sudo lxd init --minimal`"])
