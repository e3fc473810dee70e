"""The twenty-eighth tracking corpus's cases, part five: ApacheBench rejecting a URL without a path (a prose-only
fix) and an nmap SYN scan as a normal user, then the sessions dated before their lessons' sources and the later
sessions that touch two or three lessons at once. The labelling rules are in tracking28_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking28_cases import T, b, edit, say, u

# --- ab needs a path in the URL (prose-only fix; bash, zsh) ---------------------------------------------------

AB_INVALID = ("ab: invalid URL\nUsage: ab [options] [http[s]://]hostname[:port]/path\nOptions are:\n"
              "    -n requests     Number of requests to perform\n"
              "    -c concurrency  Number of multiple requests to make at a time\n"
              "    -t timelimit    Seconds to max. to spend on benchmarking\n"
              "    -k              Use HTTP KeepAlive feature")


def ab_ok(host: str, port: int, n: int, rps: str) -> str:
    return ("This is ApacheBench, Version 2.3 <$Revision: 1913912 $>\nCopyright 1996 Adam Twiss, Zeus Technology Ltd, "
            f"http://www.zeustech.net/\n\nServer Hostname:        {host}\nServer Port:            {port}\n\n"
            f"Document Path:          /\nComplete requests:      {n}\nFailed requests:        0\n"
            f"Requests per second:    {rps} [#/sec] (mean)")


def ab_source() -> None:
    T.source("s-ab-url", "/home/pia/healthz-svc", "2025-10-12T09:00:00Z", "perf/healthz",
             u("quick load test of the new server on 8080 with ab: 2000 requests, 50 concurrent"),
             b("ab -n 2000 -c 50 http://127.0.0.1:8080", AB_INVALID, 22),
             say("ab rejects the URL because it has no path; it needs at least the slash after the port."),
             b("ab -n 2000 -c 50 http://127.0.0.1:8080/", ab_ok("127.0.0.1", 8080, 2000, "8412.77")))
    T.lesson("t28-ab-url-path", "global", "en", "s-ab-url", "tool_quirk",
             "ApacheBench rejects a URL that has no path",
             "`ab -n 2000 -c 50 http://127.0.0.1:8080` prints `ab: invalid URL` followed by the usage text, and no "
             "request is sent.",
             "Browsers and curl accept a bare host and port, so the URL looks valid and the usage dump suggests a "
             "wrong option instead.",
             "ab parses the URL strictly as scheme, host, optional port and a path, and refuses it when the path "
             "part is missing.",
             "Always give ApacheBench a URL that ends in a path: at least the slash right after the host and port, "
             "even when the root page is the target.",
             ["`ab -n 2000 -c 50 http://127.0.0.1:8080` failed: \"ab: invalid URL\"",
              "`ab -n 2000 -c 50 http://127.0.0.1:8080/` then ran: \"Complete requests:      2000\""])


def ab_later() -> None:
    T.later("l-ab-staging", "/home/pia/shop-perf", "2025-10-22T10:30:00Z", "perf/staging",
            u("benchmark staging's front page with keep-alive, 500 requests, 20 at a time"),
            b("ab -k -n 500 -c 20 https://staging.shop.internal", AB_INVALID, 22),
            b("ab -k -n 500 -c 20 https://staging.shop.internal/", ab_ok("staging.shop.internal", 443, 500, "611.40")))
    T.later("l-ab-zsh-3000", "/Users/eli/code/notes-app", "2025-10-29T17:00:00Z", "perf/ssr",
            u("how many req/s does the dev server on 3000 handle? (zsh, mac)"),
            b("ab -n 100 -c 10 http://localhost:3000", AB_INVALID, 22),
            say("ab is being picky about the URL; I'll use hey instead."),
            b("hey -n 100 -c 10 http://localhost:3000",
              "Summary:\n  Total:\t0.4120 secs\n  Requests/sec:\t242.7184\n\nStatus code distribution:\n"
              "  [200]\t100 responses"))
    T.later("l-ab-slash", "/home/pia/image-proxy", "2025-11-06T14:00:00Z", "perf/proxy",
            u("load test the image proxy on 9000, 1000 requests at 25"),
            b("ab -n 1000 -c 25 http://127.0.0.1:9000/", ab_ok("127.0.0.1", 9000, 1000, "3120.55")))
    T.later("l-ab-ipv6", "/home/raf/gateway", "2025-11-11T11:11:00Z", "perf/ipv6",
            u("30 second ab run against the gateway on ::1 port 8081"),
            b("ab -t 30 -c 40 http://[::1]:8081/", ab_ok("::1", 8081, 50000, "1666.21")))
    T.later("l-ab-refused", "/home/pia/healthz-svc", "2025-11-19T09:30:00Z", "perf/healthz",
            u("rerun the healthz load test"),
            b("ab -n 500 -c 50 http://localhost:8080/",
              "This is ApacheBench, Version 2.3 <$Revision: 1913912 $>\n\nBenchmarking localhost (be patient)...\n"
              "apr_socket_connect(): Connection refused (111)", 111),
            say("Nothing is listening on 8080; the service isn't running."))
    T.later("l-ab-version", "/home/pia/healthz-svc", "2025-11-23T08:00:00Z", "chore/tools",
            u("which ab version is on the box?"),
            b("ab -V", "This is ApacheBench, Version 2.3 <$Revision: 1913912 $>\nCopyright 1996 Adam Twiss, Zeus "
              "Technology Ltd, http://www.zeustech.net/\nLicensed to The Apache Software Foundation, "
              "http://www.apache.org/"))
    T.later("l-ab-readme", "/home/pia/healthz-svc", "2025-11-30T15:00:00Z", "docs/perf",
            u("people copying the perf README's ab line get \"ab: invalid URL\". fix the README"),
            edit("/home/pia/healthz-svc/README.md", "ab -n 2000 -c 50 http://127.0.0.1:8080\n",
                 "ab -n 2000 -c 50 http://127.0.0.1:8080/\n"),
            say("Added the trailing slash in the README."))
    T.pair("t28-ab-url-path", "l-ab-staging", "recurred",
           "ab against https://staging.shop.internal without a path: invalid URL again; slash added after")
    T.pair("t28-ab-url-path", "l-ab-zsh-3000", "recurred", "ab on localhost:3000 without a path fails the same way; hey used")
    T.pair("t28-ab-url-path", "l-ab-slash", "applied", "ab given the URL with the trailing slash")
    T.pair("t28-ab-url-path", "l-ab-ipv6", "applied", "ab on [::1]:8081/ with the slash")
    T.pair("t28-ab-url-path", "l-ab-refused", "applied",
           "the URL has its slash; the connection refused is a different failure after it")
    T.pair("t28-ab-url-path", "l-ab-version", "neither", "ab only prints its version")
    T.pair("t28-ab-url-path", "l-ab-readme", "neither", "the error is quoted and the slash only written into the README")


# --- nmap SYN scan as a normal user (bash, zsh, WSL) ----------------------------------------------------------

NMAP_ROOT = "You requested a scan type which requires root privileges.\nQUITTING!"


def nmap_source() -> None:
    T.source("s-nmap-syn", "/home/kai/netcheck", "2025-10-12T16:00:00Z", "audit/staging-subnet",
             u("scan the new staging subnet 10.20.4.0/28 for open 22/80/443"),
             b("nmap -sS -p 22,80,443 10.20.4.0/28", NMAP_ROOT, 1),
             say("A SYN scan needs raw sockets, so nmap quits for a normal user. A TCP connect scan works without "
                 "root."),
             b("nmap -sT -p 22,80,443 10.20.4.0/28",
               "Starting Nmap 7.94SVN ( https://nmap.org ) at 2025-10-12 16:05 UTC\nNmap scan report for 10.20.4.2\n"
               "Host is up (0.0011s latency).\n\nPORT    STATE  SERVICE\n22/tcp  open   ssh\n80/tcp  closed http\n"
               "443/tcp open   https\n\nNmap done: 16 IP addresses (3 hosts up) scanned in 2.41 seconds"))
    T.lesson("t28-nmap-syn-root", "global", "en", "s-nmap-syn", "tool_quirk",
             "nmap -sS quits for a normal user; use -sT or sudo",
             "`nmap -sS -p 22,80,443 10.20.4.0/28` prints `You requested a scan type which requires root "
             "privileges.` and `QUITTING!` without scanning anything.",
             "Most scan recipes copy `-sS`, which is only the default when nmap runs as root.",
             "A SYN scan sends raw packets, which needs root (or CAP_NET_RAW); nmap refuses it for an "
             "unprivileged user.",
             "As a normal user ask for the TCP connect scan, `nmap -sT …`; when a SYN scan is really wanted, run it "
             "as root: `sudo nmap -sS …`.",
             ["`nmap -sS -p 22,80,443 10.20.4.0/28` failed: \"You requested a scan type which requires root "
              "privileges.\"",
              "`nmap -sT -p 22,80,443 10.20.4.0/28` then scanned: \"Nmap done: 16 IP addresses (3 hosts up)\""])


def nmap_later() -> None:
    T.later("l-nmap-db-zsh", "/Users/kai/ops", "2025-10-20T12:00:00Z", "HEAD",
            u("is 5432 open on db-replica-2? (zsh)"),
            b("nmap -sS -p 5432 db-replica-2.internal", NMAP_ROOT, 1),
            b("sudo nmap -sS -p 5432 db-replica-2.internal",
              "Nmap scan report for db-replica-2.internal (10.20.6.12)\nPORT     STATE SERVICE\n5432/tcp open  "
              "postgresql\n\nNmap done: 1 IP address (1 host up) scanned in 0.31 seconds"))
    T.later("l-nmap-wsl", "/home/kai/vm-lab", "2025-10-31T19:40:00Z", "HEAD",
            u("from WSL, find which VM on the host-only net has 8080 open"),
            b("nmap -sS -Pn -p 8080 192.168.56.0/24", NMAP_ROOT, 1),
            say("nmap wants root for that scan. Do you want me to run it with sudo inside WSL?"))
    T.later("l-nmap-st", "/home/kai/netcheck", "2025-11-06T10:15:00Z", "audit/redis",
            u("check whether redis on cache-01.staging is reachable"),
            b("nmap -sT -p 6379 cache-01.staging", "Nmap scan report for cache-01.staging (10.20.4.9)\nPORT     "
              "STATE SERVICE\n6379/tcp open  redis\n\nNmap done: 1 IP address (1 host up) scanned in 0.12 seconds"))
    T.later("l-nmap-sudo", "/home/kai/netcheck", "2025-11-14T13:00:00Z", "audit/low-ports",
            u("full low-port SYN scan of 10.20.4.5"),
            b("sudo nmap -sS -p 1-1024 10.20.4.5", "Nmap scan report for 10.20.4.5\nNot shown: 1021 closed tcp ports "
              "(reset)\nPORT    STATE SERVICE\n22/tcp  open  ssh\n80/tcp  open  http\n443/tcp open  https\n\n"
              "Nmap done: 1 IP address (1 host up) scanned in 1.08 seconds"))
    T.later("l-nmap-ping", "/home/kai/netcheck", "2025-11-20T08:30:00Z", "audit/inventory",
            u("which hosts are up on 10.20.4.0/28?"),
            b("nmap -sn 10.20.4.0/28", "Nmap scan report for 10.20.4.1\nHost is up (0.00045s latency).\nNmap scan "
              "report for 10.20.4.2\nHost is up (0.00061s latency).\nNmap done: 16 IP addresses (2 hosts up) "
              "scanned in 1.92 seconds"))
    T.later("l-nmap-resolve", "/home/kai/netcheck", "2025-11-27T09:45:00Z", "audit/decom",
            u("is ssh still open on db-old?"),
            b("nmap -p 22 db-old.internal", "Starting Nmap 7.94SVN ( https://nmap.org ) at 2025-11-27 09:46 UTC\n"
              "Failed to resolve \"db-old.internal\".\nWARNING: No targets were specified, so 0 hosts scanned.\n"
              "Nmap done: 0 IP addresses (0 hosts up) scanned in 0.04 seconds"),
            say("db-old.internal no longer resolves; it looks decommissioned."))
    T.pair("t28-nmap-syn-root", "l-nmap-db-zsh", "recurred", "`nmap -sS` as a normal user on macOS: same QUITTING; sudo after")
    T.pair("t28-nmap-syn-root", "l-nmap-wsl", "recurred", "`nmap -sS` from WSL without root quits the same way; not rerun")
    T.pair("t28-nmap-syn-root", "l-nmap-st", "applied", "`nmap -sT` connect scan as a normal user")
    T.pair("t28-nmap-syn-root", "l-nmap-sudo", "applied", "`sudo nmap -sS`, the lesson's other spelling")
    T.pair("t28-nmap-syn-root", "l-nmap-ping", "neither", "a ping sweep (-sn) needs no scan type fix and does not fail")
    T.pair("t28-nmap-syn-root", "l-nmap-resolve", "neither", "a different nmap problem: the host name does not resolve")


FILLS: list[Callable[[], None]] = [ab_source, ab_later, nmap_source, nmap_later]
