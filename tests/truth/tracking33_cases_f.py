"""Cases of the thirty-third tracking corpus, part f: later sessions that touch two of the lessons at once (a
Nix dev shell running conan or cabal, an Apache change plus a cron entry, a bun and Tailwind 4 migration, a Perl
report scheduled in cron, OpenSearch run through nerdctl, a certutil-decoded Conan profile), each labelled once per
lesson. The rules are in tracking33_cases.py."""
from __future__ import annotations

from tests.truth.tracking33_cases import NIX_CMD_OFF, T, conan_missing
from tests.truth.tracking_tables import edit, err, ok, say, user, write
from tests.truth.tracking33_cases_c import OS_NOPASS, ap_invalid, os_banner, tw_fail
from tests.truth.tracking33_cases_d import cabal_unknown, nd_rootless
from tests.truth.tracking33_cases_e import BUN_FROZEN, perl_inc


def mixed() -> None:
    T.later("l-mix-nix-conan", "/home/dev/src/imgtool", "2026-03-12T08:00:00Z", "build/nix-shell",
            user("Build imgtool inside the flake's dev shell on the new build VM bvm-4; the C++ deps come from conan."),
            ok("ssh bvm-4 'cd imgtool && git pull -q && git log -1 --format=%h'", "c81f2aa"),
            err("ssh bvm-4 'cd imgtool && nix develop -c conan install . --output-folder=build --build=missing'",
                NIX_CMD_OFF),
            err("ssh bvm-4 'cd imgtool && nix --extra-experimental-features \"nix-command flakes\" develop -c conan "
                "install . --output-folder=build --build=missing'", conan_missing("/home/dev/.conan2/profiles/default")),
            ok("ssh bvm-4 'cd imgtool && nix --extra-experimental-features \"nix-command flakes\" develop -c sh -c "
               "\"conan profile detect --force && conan install . --output-folder=build --build=missing && cmake "
               "--preset conan-release && cmake --build --preset conan-release\"' 2>&1 | tail -2",
               "Install finished successfully\n[100%] Built target imgtool"))
    T.pair("t33-nix-experimental", "l-mix-nix-conan", "recurred",
           "nix develop on bvm-4 first fails with 'nix-command' is disabled")
    T.pair("t33-conan-profile", "l-mix-nix-conan", "recurred",
           "conan install in the dev shell on bvm-4 fails with the missing default build profile before detect")

    T.later("l-mix-apache-cron", "/srv/shop", "2026-03-13T06:30:00Z", "feat/https",
            user("Turn on HTTPS for the shop with the certificate in /etc/ssl/shop, and add a monthly root cron job "
                 "that syncs the certificate and reloads Apache."),
            write("/etc/apache2/sites-available/shop-ssl.conf",
                  "<VirtualHost *:443>\n    ServerName shop.example\n    DocumentRoot /var/www/shop/public\n\n"
                  "    SSLEngine on\n    SSLCertificateFile /etc/ssl/shop/fullchain.pem\n    SSLCertificateKeyFile "
                  "/etc/ssl/shop/privkey.pem\n</VirtualHost>\n"),
            ok("sudo a2ensite shop-ssl", "Enabling site shop-ssl.\nTo activate the new configuration, you need to run:\n"
               "  systemctl reload apache2"),
            err("sudo apache2ctl configtest", ap_invalid("SSLEngine", 5, "/etc/apache2/sites-enabled/shop-ssl.conf")),
            ok("sudo a2enmod ssl && sudo apache2ctl configtest && sudo systemctl restart apache2",
               "Considering dependency setenvif for ssl:\nModule setenvif already enabled\nConsidering dependency "
               "socache_shmcb for ssl:\nEnabling module socache_shmcb.\nEnabling module ssl.\nSee "
               "/usr/share/doc/apache2/README.Debian.gz on how to configure SSL and create self-signed certificates.\n"
               "Syntax OK"),
            say("Now the cron entry. crontab rejects a file whose last line has no newline, so printf '%s\\n' it is."),
            ok("(sudo crontab -l; printf '%s\\n' '0 4 1 * * /usr/local/sbin/sync-shop-cert && systemctl reload "
               "apache2') | sudo crontab - && sudo crontab -l | tail -1",
               "0 4 1 * * /usr/local/sbin/sync-shop-cert && systemctl reload apache2"))
    T.pair("t33-apache-module", "l-mix-apache-cron", "recurred",
           "configtest fails with Invalid command 'SSLEngine' (mod_ssl not enabled) before a2enmod ssl")
    T.pair("t33-crontab-newline", "l-mix-apache-cron", "applied",
           "ends the new root cron entry with a newline (printf '%s\\n') on purpose before crontab; no error")

    T.later("l-mix-bun-tailwind", "/Users/jun/src/storefront-bun", "2026-03-15T02:00:00Z", "chore/bun-tw4",
            user("Finish moving storefront-bun to Tailwind 4; I already changed tailwindcss to ^4 in package.json. "
                 "CI uses bun install --frozen-lockfile."),
            ok("git diff -- package.json | grep tailwind", '-    "tailwindcss": "^3.4.17",\n+    "tailwindcss": "^4.0.9",'),
            err("bun install --frozen-lockfile", BUN_FROZEN),
            ok("bun install | tail -1", "1 package installed [520.00ms]"),
            err("bun run build", tw_fail("storefront-bun@0.9.0", "/Users/jun/src/storefront-bun/src/index.css")
                .replace("> storefront-bun@0.9.0 build\n> vite build", "$ vite build")),
            edit("/Users/jun/src/storefront-bun/postcss.config.js", "    tailwindcss: {},\n    autoprefixer: {},\n",
                 "    '@tailwindcss/postcss': {},\n"),
            ok("bun add -d @tailwindcss/postcss && bun run build | tail -1 && git add package.json bun.lock "
               "postcss.config.js && git commit -qm 'Tailwind 4 with bun'", "installed @tailwindcss/postcss@4.0.9\n"
               "✓ built in 1.38s"))
    T.pair("t33-bun-frozen-lockfile", "l-mix-bun-tailwind", "recurred",
           "the frozen install fails on the hand-edited tailwindcss version before bun install refreshes bun.lock")
    T.pair("t33-tailwind4-postcss", "l-mix-bun-tailwind", "recurred",
           "bun run build fails with the tailwindcss-as-PostCSS-plugin error before @tailwindcss/postcss is set up")

    T.later("l-mix-perl-cron", "/home/lee/src/csv-report", "2026-03-21T07:00:00Z", "chore/schedule",
            user("Schedule the report every Monday at 07:00 for my user; cron mails me the output."),
            ok("crontab -l", "0 6 * * * /home/lee/bin/backup-notes.sh"),
            say("cron runs jobs with an almost empty environment; checking the script under one first."),
            err("env -i HOME=$HOME PATH=/usr/bin:/bin /bin/sh -c 'cd ~/src/csv-report && perl scripts/report.pl "
                "data/march.csv'", perl_inc("Text::CSV_XS", "scripts/report.pl", 6), 2),
            write("/home/lee/src/csv-report/cron/lee.cron",
                  "PERL5LIB=/home/lee/perl5/lib/perl5\n0 6 * * * /home/lee/bin/backup-notes.sh\n0 7 * * 1 cd "
                  "/home/lee/src/csv-report && perl scripts/report.pl data/latest.csv"),
            ok("sed -i -e '$a\\' cron/lee.cron && crontab cron/lee.cron && crontab -l | tail -1",
               "0 7 * * 1 cd /home/lee/src/csv-report && perl scripts/report.pl data/latest.csv"),
            ok("env -i HOME=$HOME PATH=/usr/bin:/bin PERL5LIB=/home/lee/perl5/lib/perl5 /bin/sh -c 'cd "
               "~/src/csv-report && perl scripts/report.pl data/march.csv' | tail -1", "total      2191  158645.60"))
    T.pair("t33-perl-home-inc", "l-mix-perl-cron", "recurred",
           "under cron's empty environment perl cannot find Text::CSV_XS from ~/perl5, before PERL5LIB is set")
    T.pair("t33-crontab-newline", "l-mix-perl-cron", "applied",
           "appends the missing final newline with sed '$a\\' before crontab installs cron/lee.cron; no error")

    T.later("l-mix-nerdctl-os", "/home/kai/src/search-sidecar", "2026-03-26T09:10:00Z", "test/sidecar",
            user("Start an OpenSearch 2.15 node with nerdctl on edge-lab-1 (no Docker there) for the sidecar tests."),
            err("ssh edge-lab-1 'nerdctl run -d --name os -p 9200:9200 -e discovery.type=single-node "
                "opensearchproject/opensearch:2.15.0'", nd_rootless(1000).replace("03-03T11:02:14", "03-26T09:10:31")),
            ok("ssh edge-lab-1 'containerd-rootless-setuptool.sh install' | tail -1",
               "[INFO] To control \"containerd.service\", run: `systemctl --user (start|stop|restart) containerd.service`"),
            err("ssh edge-lab-1 'nerdctl run --rm -e discovery.type=single-node opensearchproject/opensearch:2.15.0'",
                OS_NOPASS),
            ok("ssh edge-lab-1 'nerdctl run -d --name os -p 9200:9200 -e discovery.type=single-node -e "
               "OPENSEARCH_INITIAL_ADMIN_PASSWORD=Side-Car#2026 opensearchproject/opensearch:2.15.0 && timeout 120 sh -c "
               "\"until curl -sk -o /dev/null https://localhost:9200; do sleep 3; done\" && curl -sk -u "
               "admin:Side-Car#2026 https://localhost:9200'", "5d0e19b7c3a2\n" + os_banner("2.15.0", "5d0e19b7c3a2")))
    T.pair("t33-nerdctl-rootless", "l-mix-nerdctl-os", "recurred",
           "nerdctl on edge-lab-1 fails with rootless containerd not running before the setup tool is run")
    T.pair("t33-opensearch-adminpass", "l-mix-nerdctl-os", "recurred",
           "the 2.15.0 node quits asking for OPENSEARCH_INITIAL_ADMIN_PASSWORD before it is passed")

    T.later("l-mix-certutil-conan", "C:\\Users\\dev\\src\\imgtool", "2026-03-31T13:00:00Z", "release/2.1",
            user("The release profile comes base64-encoded in secrets\\msvc-release.b64. Decode it to "
                 "profiles\\msvc-release and install the release deps with it for build and host."),
            ok('powershell.exe -NoProfile -Command "certutil -f -decode secrets\\msvc-release.b64 profiles\\msvc-release"',
               "Input Length = 312\nOutput Length = 174\nCertUtil: -decode command completed successfully."),
            ok('powershell.exe -NoProfile -Command "conan install . --profile:build=profiles\\msvc-release '
               '--profile:host=profiles\\msvc-release --output-folder=build-rel --build=missing"',
               "======== Computing dependency graph ========\n...\nInstall finished successfully"),
            say("Release dependencies are in build-rel."))
    T.pair("t33-certutil-overwrite", "l-mix-certutil-conan", "applied",
           "decodes with certutil -f -decode; no error")
    T.pair("t33-conan-profile", "l-mix-certutil-conan", "applied",
           "passes its own profile with --profile:build and --profile:host, as the lesson names; no error")

    T.later("l-mix-nix-cabal", "/home/seojun/src/inventory", "2026-04-03T03:00:00Z", "build/flake",
            user("inventory에 flake가 생겼어. 새 VM에서 nix dev shell 안의 cabal로 빌드해봐."),
            ok("nix --extra-experimental-features 'nix-command flakes' develop -c ghc --version",
               "The Glorious Glasgow Haskell Compilation System, version 9.6.6"),
            err("nix --extra-experimental-features 'nix-command flakes' develop -c cabal build",
                cabal_unknown("inventory", "aeson")),
            ok("nix --extra-experimental-features 'nix-command flakes' develop -c sh -c 'cabal update && cabal build' "
               "| tail -1", "Linking /home/seojun/src/inventory/dist-newstyle/build/x86_64-linux/ghc-9.6.6/"
               "inventory-0.1.0.0/x/inventory/build/inventory/inventory ..."))
    T.pair("t33-nix-experimental", "l-mix-nix-cabal", "applied",
           "every nix develop call passes --extra-experimental-features 'nix-command flakes'; no nix error")
    T.pair("t33-cabal-update", "l-mix-nix-cabal", "recurred",
           "cabal build in the fresh VM's dev shell fails with unknown package: aeson and no package list")


FILLS = [mixed]
