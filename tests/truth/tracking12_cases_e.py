"""The twelfth tracking corpus, part five: rsync without the source's trailing slash (I, global, French) and
Elasticsearch's vm.max_map_count bootstrap check (J, global). Same tables as tracking12_cases.py."""
from __future__ import annotations

from tests.truth.tracking12_cases import B, E, G, R, S, T, U, W

# --- I: rsync and the trailing slash on the source (French) -----------------------------------------------------

ATELIER = "/home/claire/sites/atelier-docs"
PORTFOLIO = "/home/claire/sites/portfolio"


def _rsync_source() -> None:
    T.source(
        "s-rsync-slash", ATELIER, "2025-04-15T16:00:00Z", "main",
        U("Publie la doc fraîchement construite (dossier site/) sur web1, dans /srv/www/atelier-docs."),
        B("mkdocs build -q && rsync -az --delete site deploy@web1:/srv/www/atelier-docs", ""),
        B("curl -sSf -o /dev/null https://docs.atelier.example/ && echo OK", "curl: (22) The requested URL returned "
          "error: 404", True),
        B("ssh deploy@web1 ls /srv/www/atelier-docs", "site"),
        S("Sans barre oblique finale, rsync copie le dossier `site` lui-même DANS la destination : on obtient "
          "/srv/www/atelier-docs/site/index.html, et --delete a supprimé les anciens fichiers à la racine. Je "
          "relance avec `site/`, ce qui copie le contenu ; --delete retirera le sous-dossier parasite."),
        B("rsync -az --delete site/ deploy@web1:/srv/www/atelier-docs/", ""),
        B("ssh deploy@web1 ls /srv/www/atelier-docs | head -4 && curl -sSf -o /dev/null "
          "https://docs.atelier.example/ && echo OK", "404.html\nassets\nguide\nindex.html\nOK"),
    )
    T.lesson(
        "t12-rsync-slash", "global", "fr", "s-rsync-slash", "workflow",
        "rsync : sans barre oblique finale, le dossier source est copié dans la destination",
        "Après un déploiement avec rsync, le site répond 404 ; sur le serveur, la racine web ne contient qu'un "
        "sous-dossier `site`.",
        "La commande se termine sans erreur (code 0) et `--delete` a en plus vidé la racine de ses anciens "
        "fichiers, donc rien ne signale le problème avant le test HTTP.",
        "Pour rsync, `src` (sans /) désigne le dossier lui-même, copié sous la destination ; `src/` désigne son "
        "contenu.",
        "Toujours écrire la source avec une barre oblique finale quand on veut en copier le contenu : "
        "`rsync -az --delete <dossier>/ <hôte>:<destination>/`, puis vérifier avec un `ls` distant ou un curl.",
        "- `rsync -az --delete site deploy@web1:/srv/www/atelier-docs` → sortie vide, puis "
        "`curl: (22) The requested URL returned error: 404`\n- `ssh deploy@web1 ls /srv/www/atelier-docs` → "
        "`site`\n- après `rsync -az --delete site/ deploy@web1:/srv/www/atelier-docs/` le curl répond `OK` et "
        "`index.html` est à la racine")


def _rsync_later() -> None:
    T.later(
        "l-rsync-a1", ATELIER, "2025-04-28T17:20:00Z", "main",
        U("Redéploie la doc, j'ai corrigé le guide d'installation. Montre-moi d'abord ce qui va changer."),
        B("mkdocs build -q && rsync --archive --compress --delete --dry-run --itemize-changes ./site/ "
          "deploy@web1:/srv/www/atelier-docs/", ">f.st...... guide/installation/index.html\n>f..t...... "
          "search/search_index.json\n>f..t...... sitemap.xml.gz"),
        B("rsync --archive --compress --delete ./site/ deploy@web1:/srv/www/atelier-docs/ && curl -sSf -o "
          "/dev/null https://docs.atelier.example/guide/installation/ && echo OK", "OK"),
    )
    T.later(
        "l-rsync-a2", PORTFOLIO, "2025-05-05T18:00:00Z", "main",
        U("Fais-moi un script de déploiement pour le portfolio (build Vite dans dist/, cible web1:/srv/www/"
          "portfolio) et lance-le."),
        W(f"{PORTFOLIO}/deploy.sh", "#!/usr/bin/env bash\nset -euo pipefail\nHOST=deploy@web1\nDEST=/srv/www/"
          "portfolio\nnpm run build\n# trailing slash on dist/: copy its contents, not the folder\nrsync -av "
          "--delete dist/ \"$HOST:$DEST/\"\n"),
        B("chmod +x deploy.sh && ./deploy.sh | tail -3", "sent 1,482,113 bytes  received 412 bytes  "
          "593,010.00 bytes/sec\ntotal size is 1,479,920  speedup is 1.00"),
        B("curl -sSI https://claire.example/ | head -1", "HTTP/2 200"),
    )
    T.later(
        "l-rsync-a3", "/home/claire", "2025-05-11T10:30:00Z", "HEAD",
        U("Copie les photos de la carte SD (/media/claire/EOS_DIGITAL/DCIM/100CANON) dans ~/Photos/2025-05, "
          "sans créer de sous-dossier."),
        B("mkdir -p ~/Photos/2025-05 && rsync -a --info=progress2 /media/claire/EOS_DIGITAL/DCIM/100CANON/ "
          "~/Photos/2025-05/", "  2,318,904,221 100%   88.41MB/s    0:00:25 (xfr#412, to-chk=0/413)"),
        B("ls ~/Photos/2025-05 | head -3; ls ~/Photos/2025-05 | wc -l", "IMG_4101.CR3\nIMG_4102.CR3\nIMG_4103.CR3\n"
          "412"),
    )
    T.later(
        "l-rsync-r1", PORTFOLIO, "2025-04-27T19:45:00Z", "main",
        U("Mets en ligne la nouvelle version du portfolio."),
        B("npm run build && rsync -av dist deploy@web1:/srv/www/portfolio", "vite v6.3.2 building for production...\n"
          "✓ built in 1.94s\nsending incremental file list\ndist/\ndist/index.html\ndist/assets/index-C9f1a2.js\n\n"
          "sent 1,481,870 bytes  received 96 bytes"),
        B("curl -sSf https://claire.example/assets/index-C9f1a2.js -o /dev/null", "curl: (22) The requested URL "
          "returned error: 404", True),
        S("Même piège : `dist` sans barre oblique a créé /srv/www/portfolio/dist/. Je recopie le contenu et "
          "supprime le sous-dossier."),
        B("rsync -av dist/ deploy@web1:/srv/www/portfolio/ && ssh deploy@web1 rm -rf /srv/www/portfolio/dist && "
          "curl -sSf https://claire.example/assets/index-C9f1a2.js -o /dev/null && echo OK", "sending incremental "
          "file list\nindex.html\nassets/index-C9f1a2.js\nOK"),
    )
    T.later(
        "l-rsync-r2", ATELIER, "2025-05-08T07:30:00Z", "ci/deploy",
        U("Le déploiement automatique de la doc (GitHub Actions) est vert mais le site est en 404. Regarde."),
        B("gh run view 9912044 --log | grep -E 'rsync|site/|curl' | head -6", "deploy\tDeploy\trsync -az site "
          "deploy@web1:/srv/www/atelier-docs\ndeploy\tDeploy\tsite/\ndeploy\tDeploy\tsite/index.html\ndeploy\t"
          "Smoke\tcurl: (22) The requested URL returned error: 404\ndeploy\tSmoke\t(continue-on-error: true)"),
        R(f"{ATELIER}/.github/workflows/deploy.yml", "      - name: Deploy\n        run: rsync -az site "
          "deploy@web1:/srv/www/atelier-docs\n      - name: Smoke\n        continue-on-error: true\n        run: "
          "curl -sSf -o /dev/null https://docs.atelier.example/"),
        E(f"{ATELIER}/.github/workflows/deploy.yml", "run: rsync -az site deploy@web1:/srv/www/atelier-docs",
          "run: rsync -az --delete site/ deploy@web1:/srv/www/atelier-docs/"),
        B("git commit -qam 'ci: rsync the contents of site/' && git push -q", ""),
    )


def _rsync_later_b() -> None:
    T.later(
        "l-rsync-n1", ATELIER, "2025-05-12T08:15:00Z", "fresh-clone",
        U("Sur ce nouveau clone, déploie la doc telle quelle."),
        B("rsync -az --delete site/ deploy@web1:/srv/www/atelier-docs/", "rsync: [sender] change_dir "
          "\"/home/claire/sites/atelier-docs/site\" failed: No such file or directory (2)\nrsync error: some "
          "files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]", True),
        S("Le clone est neuf : site/ n'existe pas encore, il faut d'abord construire la doc."),
        B("pip install -q -r requirements-docs.txt && mkdocs build -q && rsync -az --delete site/ "
          "deploy@web1:/srv/www/atelier-docs/ && echo déployé", "déployé"),
    )
    T.later(
        "l-rsync-n2", PORTFOLIO, "2025-05-15T12:40:00Z", "main",
        U("Ajoute les nouvelles photos au portfolio et redéploie."),
        B("./deploy.sh 2>&1 | tail -4", "rsync: [receiver] mkstemp \"/srv/www/portfolio/img/.atelier-04.webp.Xk2P1q\" "
          "failed: Permission denied (13)\n\nsent 2,901,332 bytes  received 1,204 bytes\nrsync error: some "
          "files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]", True),
        B("ssh deploy@web1 'ls -ld /srv/www/portfolio/img'", "drwxr-xr-x 2 root root 4096 May 14 22:10 "
          "/srv/www/portfolio/img"),
        S("Le dossier img/ a été recréé en root sur le serveur ; deploy ne peut pas y écrire."),
        B("ssh web1 'sudo chown -R deploy:www-data /srv/www/portfolio/img' && ./deploy.sh | tail -1",
          "total size is 4,381,020  speedup is 1.51"),
    )
    T.later(
        "l-rsync-n3", ATELIER, "2025-05-18T09:00:00Z", "docs/makefile",
        U("Liste les cibles du Makefile et décris-les dans CONTRIBUTING.md."),
        G("^[a-z-]+:|rsync", f"{ATELIER}/Makefile", "Makefile:4:build:\nMakefile:7:serve:\nMakefile:10:deploy:\n"
          "Makefile:11:\trsync -az --delete site/ deploy@web1:/srv/www/atelier-docs/"),
        E(f"{ATELIER}/CONTRIBUTING.md", "## Commandes\n", "## Commandes\n\n- `make build` : construit la doc dans "
          "site/\n- `make serve` : serveur local\n- `make deploy` : publie le contenu de site/ sur web1 (rsync)\n"),
    )


def _rsync_pairs() -> None:
    lid = "t12-rsync-slash"
    T.pair(lid, "l-rsync-a1", "applied", "long-option rsync with `./site/` and a trailing-slash destination, dry "
           "run first")
    T.pair(lid, "l-rsync-a2", "applied", "another project: writes a deploy script with `dist/` and runs it")
    T.pair(lid, "l-rsync-a3", "applied", "local copy of a card folder with the trailing slash so no subfolder is "
           "made")
    T.pair(lid, "l-rsync-r1", "recurred", "portfolio: `rsync -av dist` nests dist/ on the server, 404; fixed after")
    T.pair(lid, "l-rsync-r2", "recurred", "CI deploy log shows site/ nested and the smoke curl 404; workflow fixed")
    T.pair(lid, "l-rsync-n1", "neither", "source folder missing on a fresh clone (change_dir failed), not the slash")
    T.pair(lid, "l-rsync-n2", "neither", "permission denied on the server (code 23), not the slash")
    T.pair(lid, "l-rsync-n3", "neither", "only greps the Makefile's rsync line and documents it")


# --- J: Elasticsearch's vm.max_map_count bootstrap check (global) -------------------------------------------------

INDEXER = "/home/ops/src/search-indexer"
LOGPIPE = "/home/ops/src/logpipe"
MAP_COUNT = ("bootstrap check failure [1] of [1]: max virtual memory areas vm.max_map_count [65530] is too low, "
             "increase to at least [262144]")


def _es_source() -> None:
    T.source(
        "s-es-mapcount", INDEXER, "2025-04-17T07:40:00Z", "main",
        U("Bring up the compose stack and run the indexer's integration tests against Elasticsearch."),
        B("docker compose up -d elasticsearch && sleep 20 && curl -s localhost:9200", "[+] Running 2/2\n ✔ Network "
          "search-indexer_default  Created\n ✔ Container search-indexer-elasticsearch-1  Started\ncurl: (7) Failed "
          "to connect to localhost port 9200 after 0 ms: Couldn't connect to server", True),
        B("docker compose logs elasticsearch | tail -4", "elasticsearch-1  | {\"@timestamp\":\"2025-04-17T07:41:02."
          "118Z\", \"log.level\":\"ERROR\", \"message\":\"node validation exception\\n[1] bootstrap checks failed. "
          "You must address the points described in the following [1] lines before starting Elasticsearch.\\n"
          f"{MAP_COUNT}; for more information see [https://www.elastic.co/guide/en/elasticsearch/reference/8.17/"
          "_maximum_map_count_check.html]\"}\nelasticsearch-1  | ERROR: Elasticsearch did not exit normally - check "
          "the logs at /usr/share/elasticsearch/logs/docker-cluster.log\nelasticsearch-1 exited with code 78"),
        S("Elasticsearch refuses to start: the host kernel's vm.max_map_count is 65530 and the bootstrap check "
          "wants 262144. Containers share the host kernel, so it must be raised on the host."),
        B("sudo sysctl -w vm.max_map_count=262144 && echo 'vm.max_map_count=262144' | sudo tee "
          "/etc/sysctl.d/99-elasticsearch.conf", "vm.max_map_count = 262144\nvm.max_map_count=262144"),
        B("docker compose up -d elasticsearch && sleep 25 && curl -s 'localhost:9200/_cluster/health?pretty' | "
          "grep status", "[+] Running 1/1\n ✔ Container search-indexer-elasticsearch-1  Started\n  \"status\" : "
          "\"green\","),
        B("pytest -q tests/integration", "..................\n18 passed in 14.20s"),
    )
    T.lesson(
        "t12-es-mapcount", "global", "en", "s-es-mapcount", "workflow",
        "Elasticsearch in Docker exits on the host's vm.max_map_count",
        "The Elasticsearch container exits with code 78 right after starting, port 9200 refuses connections, and "
        "the log says the bootstrap check on vm.max_map_count failed.",
        "`docker compose up -d` reports the container Started, so the failure only shows as a refused connection "
        "unless you read the container log.",
        "vm.max_map_count is a host kernel setting (default 65530); containers share the host kernel and cannot "
        "raise it themselves, and Elasticsearch (and OpenSearch) require at least 262144.",
        "On the Docker host: `sudo sysctl -w vm.max_map_count=262144`, and persist it in "
        "/etc/sysctl.d/<file>.conf so it survives a reboot. Then start the container again.",
        ["curl: \"Couldn't connect to server\"; log: `max virtual memory areas vm.max_map_count [65530] is too low, "
         "increase to at least [262144]` (exited with code 78)",
         "`sudo sysctl -w vm.max_map_count=262144` + the /etc/sysctl.d file → cluster health `\"status\" : "
         "\"green\"` and `18 passed in 14.20s`"])


def _es_later() -> None:
    T.later(
        "l-es-a1", INDEXER, "2025-04-29T06:50:00Z", "ci/self-hosted",
        U("Set up the integration stack on the new self-hosted runner ci-runner-3 and run the tests there once."),
        S("ci-runner-3 is a fresh VM; Elasticsearch needs vm.max_map_count raised on it before the container "
          "starts."),
        B("ssh ci-runner-3 'sudo sysctl vm.max_map_count=262144 && printf \"vm.max_map_count=262144\\n\" | sudo tee "
          "/etc/sysctl.d/60-es.conf'", "vm.max_map_count = 262144\nvm.max_map_count=262144"),
        B("ssh ci-runner-3 'cd ~/search-indexer && docker compose up -d --wait elasticsearch && pytest -q "
          "tests/integration'", " ✔ Container search-indexer-elasticsearch-1  Healthy\n..................\n"
          "18 passed in 15.02s"),
    )
    T.later(
        "l-es-r1", LOGPIPE, "2025-04-26T08:10:00Z", "main",
        U("OpenSearch in logpipe won't come up after I rebooted the laptop."),
        B("docker compose ps -a opensearch", "NAME                   IMAGE                              STATUS\n"
          "logpipe-opensearch-1   opensearchproject/opensearch:2.19.1   Exited (78) 2 minutes ago"),
        B("docker compose logs opensearch | grep -i bootstrap", "opensearch-1  | [2025-04-26T08:08:51,447][ERROR]"
          "[o.o.b.OpenSearchBootstrap] [opensearch-node1] node validation exception\nopensearch-1  | [1] bootstrap "
          "checks failed\nopensearch-1  | [1]: max virtual memory areas vm.max_map_count [65530] is too low, "
          "increase to at least [262144]"),
        S("The value was set with `sysctl -w` last time and didn't survive the reboot. Raising it and persisting "
          "it this time."),
        B("sudo sysctl -w vm.max_map_count=262144 && echo vm.max_map_count=262144 | sudo tee "
          "/etc/sysctl.d/99-opensearch.conf && docker compose up -d --wait opensearch", "vm.max_map_count = 262144\n"
          "vm.max_map_count=262144\n ✔ Container logpipe-opensearch-1  Healthy"),
    )
    T.later(
        "l-es-a2", "/home/ops/src/tracewire", "2025-05-06T09:35:00Z", "main",
        U("Add an OpenSearch service to tracewire's compose file and start it."),
        S("OpenSearch has the same max_map_count bootstrap check. Persisting the host setting first."),
        B("printf 'vm.max_map_count=262144\\n' | sudo tee /etc/sysctl.d/99-opensearch.conf && sudo sysctl --system "
          "| grep -E 'Applying|max_map'", "vm.max_map_count=262144\n* Applying /etc/sysctl.d/99-opensearch.conf ...\n"
          "vm.max_map_count = 262144"),
        E("/home/ops/src/tracewire/compose.yaml", "services:\n", "services:\n  opensearch:\n    image: "
          "opensearchproject/opensearch:2.19.1\n    environment:\n      - discovery.type=single-node\n"
          "      - DISABLE_SECURITY_PLUGIN=true\n    ports: [\"9200:9200\"]\n"),
        B("docker compose up -d --wait opensearch && curl -s localhost:9200 | grep number",
          " ✔ Container tracewire-opensearch-1  Healthy\n    \"number\" : \"2.19.1\","),
    )
    T.later(
        "l-es-a3", INDEXER, "2025-05-12T14:00:00Z", "deploy/k8s",
        U("Write the StatefulSet for Elasticsearch on the staging cluster. The nodes are stock Ubuntu."),
        S("Stock nodes have vm.max_map_count=65530, so the pod needs a privileged init container that raises it "
          "before Elasticsearch starts."),
        W(f"{INDEXER}/deploy/es-statefulset.yaml", "apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: es\n"
          "spec:\n  serviceName: es\n  replicas: 1\n  template:\n    spec:\n      initContainers:\n        - name: "
          "sysctl\n          image: busybox:1.37\n          command: [\"sysctl\", \"-w\", "
          "\"vm.max_map_count=262144\"]\n          securityContext:\n            privileged: true\n      containers:"
          "\n        - name: es\n          image: docker.elastic.co/elasticsearch/elasticsearch:8.17.4\n"),
        B("kubectl apply -f deploy/es-statefulset.yaml && kubectl rollout status statefulset/es --timeout=180s",
          "statefulset.apps/es created\npartitioned roll out complete: 1 new pods have been updated..."),
    )


def _es_later_b() -> None:
    T.later(
        "l-es-r2", INDEXER, "2025-05-15T10:25:00Z", "feat/synonyms",
        U("The integration job fails on GitHub's hosted runner for my synonyms PR. Please look."),
        B("gh run view 15031877 --log-failed | grep -E 'bootstrap|unhealthy|Error' | head -4",
          "integration\tInitialize containers\t##[error]Failed to initialize container "
          "docker.elastic.co/elasticsearch/elasticsearch:8.17.4\nintegration\tInitialize containers\t"
          f"{MAP_COUNT}\nintegration\tInitialize containers\tcontainer is unhealthy\nintegration\tInitialize "
          "containers\t##[error]One or more containers failed to start."),
        S("The service container starts before any step runs, so the sysctl can't be raised in a step first. I'll "
          "drop the service and start Elasticsearch in a step after raising vm.max_map_count."),
        E(f"{INDEXER}/.github/workflows/integration.yml", "    steps:\n      - uses: actions/checkout@v4\n",
          "    steps:\n      - uses: actions/checkout@v4\n      - run: sudo sysctl -w vm.max_map_count=262144\n"
          "      - run: docker compose up -d --wait elasticsearch\n"),
        B("git commit -qam 'ci: raise vm.max_map_count before starting Elasticsearch' && git push -q && gh run "
          "watch --exit-status | tail -1", "✓ integration in 3m12s (ID 15031944)"),
    )
    T.later(
        "l-es-n1", INDEXER, "2025-05-19T13:15:00Z", "main",
        U("Indexing stopped working on my machine: every bulk request is rejected."),
        B("python -m indexer.bulk --source fixtures/products.ndjson", "elasticsearch.ApiError: ApiError(429, "
          "'cluster_block_exception', 'index [products] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded "
          "flood-stage watermark, index has read-only-allow-delete block];')", True),
        B("df -h / | tail -1", "/dev/nvme0n1p2  468G  451G  17G  97% /"),
        S("The disk crossed Elasticsearch's 95% flood-stage watermark, so the index went read-only. Freeing "
          "space: pruning old Docker build cache."),
        B("docker builder prune -af | tail -1 && df -h / | tail -1", "Total:\t41.2GB\n/dev/nvme0n1p2  468G  410G   "
          "58G  88% /"),
        B("python -m indexer.bulk --source fixtures/products.ndjson", "indexed 12000 documents in 3.8s"),
    )
    T.later(
        "l-es-n2", LOGPIPE, "2025-05-21T08:00:00Z", "main",
        U("My laptop swaps a lot while the stack runs. What are the vm settings right now?"),
        B("sysctl -a 2>/dev/null | grep -E '^vm\\.(swappiness|max_map_count|overcommit_memory)'",
          "vm.max_map_count = 262144\nvm.overcommit_memory = 0\nvm.swappiness = 60"),
        S("swappiness is at the default 60; max_map_count is already raised for OpenSearch. Lowering swappiness "
          "to 10 should help."),
        B("sudo sysctl -w vm.swappiness=10", "vm.swappiness = 10"),
    )


def _es_pairs() -> None:
    lid = "t12-es-mapcount"
    T.pair(lid, "l-es-a1", "applied", "raises and persists max_map_count on a new runner over ssh before starting "
           "Elasticsearch")
    T.pair(lid, "l-es-a2", "applied", "third project: persists vm.max_map_count in sysctl.d and applies it before "
           "starting OpenSearch")
    T.pair(lid, "l-es-a3", "applied", "writes a privileged init container that sets vm.max_map_count in the "
           "StatefulSet")
    T.pair(lid, "l-es-r1", "recurred", "OpenSearch exits 78 on the map count after a reboot; raised and persisted "
           "after")
    T.pair(lid, "l-es-r2", "recurred", "GitHub runner's service container fails the bootstrap check; workflow "
           "changed after")
    T.pair(lid, "l-es-n1", "neither", "flood-stage disk watermark makes the index read-only; not the map count")
    T.pair(lid, "l-es-n2", "neither", "only lists vm sysctls and lowers swappiness")


def build_fifth_part() -> None:
    _rsync_source()
    _rsync_later()
    _rsync_later_b()
    _rsync_pairs()
    _es_source()
    _es_later()
    _es_later_b()
    _es_pairs()
