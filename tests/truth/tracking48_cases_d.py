"""Cases of the forty-eighth tracking corpus, part d: GitHub refusing an account password over HTTPS, a
Gemfile.lock bundled with a Bundler version the Ruby does not have, and Docker's data root filled by build cache
and old images. The labelling rules are in tracking48_cases.py."""
from __future__ import annotations

from tests.truth.tracking48_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- GitHub: password authentication over HTTPS removed ----------------------------------------------------

def _pwgone(repo: str) -> str:
    return ("remote: Support for password authentication was removed on August 13, 2021.\nremote: Please see "
            "https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-"
            "https-urls for information on currently recommended modes of authentication.\n"
            f"fatal: Authentication failed for 'https://github.com/{repo}.git/'")


def _ghpass() -> None:
    T.source(
        "s-ghpass", "/home/dana/src/infra-tools", "2025-05-27T13:30:00Z", "feature/cost-report",
        user("Push my feature/cost-report branch, it's my first push from this old VM."),
        err("git push -u origin feature/cost-report", _pwgone("acme/infra-tools"), 128),
        ok("git config --get credential.helper; git remote get-url origin",
           "store\nhttps://github.com/acme/infra-tools.git"),
        say("The credential store on this VM still holds your GitHub account password, and GitHub stopped "
            "accepting passwords for git over HTTPS in 2021. Your SSH key is already on the account, so switching "
            "the remote to SSH."),
        ok("git remote set-url origin git@github.com:acme/infra-tools.git && git push -u origin feature/cost-report",
           "To github.com:acme/infra-tools.git\n * [new branch]      feature/cost-report -> feature/cost-report\n"
           "branch 'feature/cost-report' set up to track 'origin/feature/cost-report'."),
    )
    T.lesson(
        "t48-ghpass", "global", "en", "s-ghpass", "tool_quirk",
        "GitHub rejects an account password for git over HTTPS (stored in an old credential helper)",
        "`git push` prints `remote: Support for password authentication was removed on August 13, 2021.` and "
        "`fatal: Authentication failed for 'https://github.com/acme/infra-tools.git/'`.",
        "The password is right (it works on the website), and git never prompts because `credential.helper store` "
        "silently supplies the old password from ~/.git-credentials.",
        "Since August 2021 GitHub accepts only tokens (or SSH keys) for git operations; an account password from a "
        "credential store or a URL is refused.",
        "Authenticate with a token or SSH instead: switch the remote with `git remote set-url origin "
        "git@github.com:<owner>/<repo>.git`, or log in with `gh auth login` and run `gh auth setup-git` so git gets "
        "a token from gh; drop the stale password from ~/.git-credentials.",
        ["`remote: Support for password authentication was removed on August 13, 2021.`",
         "`fatal: Authentication failed for 'https://github.com/acme/infra-tools.git/'`",
         "`store` as the credential helper; after `git remote set-url origin git@github.com:acme/infra-tools.git` "
         "the push printed `[new branch]      feature/cost-report -> feature/cost-report`"],
    )
    T.later(
        "l-ghpass-postcreate", "/workspaces/docs-site", "2025-06-06T09:20:00Z", "fix/typos",
        user("In the new codespace-like devcontainer, run the post-create script and push fix/typos."),
        read("/workspaces/docs-site/.devcontainer/post-create.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\ngh auth status\ngh auth setup-git\nnpm ci\n"),
        ok("bash .devcontainer/post-create.sh",
           "github.com\n  ✓ Logged in to github.com account dana (GITHUB_TOKEN)\n  - Active account: true\n"
           "  - Git operations protocol: https\n\nadded 412 packages, and audited 413 packages in 9s"),
        ok("git push -u origin fix/typos",
           "To https://github.com/acme/docs-site.git\n * [new branch]      fix/typos -> fix/typos\n"
           "branch 'fix/typos' set up to track 'origin/fix/typos'."),
    )
    T.pair("t48-ghpass", "l-ghpass-postcreate", "applied",
           "runs a script that does `gh auth setup-git` before the HTTPS push; the push works with no password error")
    T.later(
        "l-ghpass-zsh-seturl", "/Users/dana/src/terraform-modules", "2025-07-10T16:45:00Z", "feat/vpc-flow-logs",
        user("Push this branch from the old iMac. Careful, it still has the https remote from years ago."),
        ok("zsh -c 'git remote get-url origin; git config --get credential.helper'",
           "https://github.com/acme/terraform-modules.git\nstore"),
        say("That's the password-in-credential-store setup GitHub refuses. Moving this clone to SSH before "
            "pushing."),
        ok("zsh -c 'git remote set-url origin git@github.com:acme/terraform-modules.git && git push -u origin "
           "feat/vpc-flow-logs'",
           "To github.com:acme/terraform-modules.git\n * [new branch]      feat/vpc-flow-logs -> feat/vpc-flow-logs"),
    )
    T.pair("t48-ghpass", "l-ghpass-zsh-seturl", "applied",
           "switches the https remote to SSH with git remote set-url before pushing; no password refusal")
    T.later(
        "l-ghpass-ci-clone", "/var/lib/jenkins/workspace/site-deploy", "2025-08-13T04:00:00Z", "main",
        user("The Jenkins deploy job broke at checkout after we moved it to the new agent. Run deploy/checkout.sh."),
        err("bash deploy/checkout.sh",
            "+ git clone https://acme-deploy:****@github.com/acme/site.git build\nCloning into 'build'...\n" +
            _pwgone("acme/site"), 128),
        say("The script clones with the deploy account's password in the URL; GitHub refuses passwords."),
    )
    T.pair("t48-ghpass", "l-ghpass-ci-clone", "recurred",
           "a CI script cloning with an account password in the URL is refused the same way")
    T.later(
        "l-ghpass-jumphost", "/home/dana/src/infra-tools", "2025-09-04T07:30:00Z", "main",
        user("Update the runbooks checkout on the jump host."),
        err("ssh jump-1 'cd ~/runbooks && git pull'", _pwgone("acme/runbooks"), 128),
        ok("ssh jump-1 'cd ~/runbooks && gh auth login --with-token < ~/.config/gh-token && gh auth setup-git && "
           "git pull'", "Updating 41d9e02..8a7c3f1\nFast-forward\n oncall.md | 12 +++++++++---"),
    )
    T.pair("t48-ghpass", "l-ghpass-jumphost", "recurred",
           "git pull over ssh on a jump host is refused for a stored password, then fixed with gh auth setup-git")
    T.later(
        "l-ghpass-403", "/home/dana/src/site", "2025-06-20T11:10:00Z", "release/2025-06",
        user("Push the release branch with the ci-bot token."),
        err("git push origin release/2025-06",
            "remote: Permission to acme/site.git denied to ci-bot.\nfatal: unable to access "
            "'https://github.com/acme/site.git/': The requested URL returned error: 403", 128),
        say("The token authenticates but ci-bot has no write access to acme/site."),
    )
    T.pair("t48-ghpass", "l-ghpass-403", "neither",
           "a 403 for a token without write access, not a refused password")
    T.later(
        "l-ghpass-publickey", "/home/dana/src", "2025-07-16T10:00:00Z", "main",
        user("Clone acme/billing over ssh on this laptop."),
        err("git clone git@github.com:acme/billing.git",
            "Cloning into 'billing'...\ngit@github.com: Permission denied (publickey).\nfatal: Could not read from "
            "remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.",
            128),
        ok("ssh-add ~/.ssh/id_ed25519 && git clone git@github.com:acme/billing.git",
           "Identity added: /home/dana/.ssh/id_ed25519 (dana@laptop)\nCloning into 'billing'..."),
    )
    T.pair("t48-ghpass", "l-ghpass-publickey", "neither",
           "an SSH publickey failure on a clone that was already SSH; no HTTPS password involved")
    T.later(
        "l-ghpass-before", "/home/dana/src/infra-tools", "2025-04-03T13:00:00Z", "main",
        user("Push main from the VM."),
        err("git push origin main", _pwgone("acme/infra-tools"), 128),
        ok("git remote set-url origin git@github.com:acme/infra-tools.git && git push origin main",
           "Everything up-to-date"),
    )
    T.pair("t48-ghpass", "l-ghpass-before", "neither", "dated before the lesson's source session, so neither")


# --- Bundler: the Gemfile.lock's BUNDLED WITH version missing ----------------------------------------------

def _nobundler(lock: str, ver: str, ruby: str, home: str = "/home/dev/.rbenv/versions") -> str:
    base = f"{home}/{ruby}"
    return (f"{base}/lib/ruby/2.7.0/rubygems.rb:277:in `find_spec_for_exe': Could not find 'bundler' ({ver}) "
            f"required by your {lock}. (Gem::GemNotFoundException)\nTo update to the latest version installed on "
            f"your system, run `bundle update --bundler`.\nTo install the missing version, run `gem install "
            f"bundler:{ver}`\n\tfrom {base}/lib/ruby/2.7.0/rubygems.rb:296:in `activate_bin_path'\n"
            f"\tfrom {base}/bin/bundle:23:in `<main>'")


def _bundler() -> None:
    T.source(
        "s-bundler", "/home/dev/src/ledger", "2025-05-28T08:00:00Z", "main",
        user("Get the old ledger app (Ruby 2.7) installed on this machine."),
        err("bundle install", _nobundler("/home/dev/src/ledger/Gemfile.lock", "2.4.10", "2.7.8")),
        ok("tail -2 Gemfile.lock; gem list bundler", "BUNDLED WITH\n   2.4.10\nbundler (default: 2.1.4)"),
        say("Gemfile.lock was bundled with Bundler 2.4.10 and this Ruby 2.7 only has its default 2.1.4, which "
            "refuses to run a lock from a newer Bundler. Installing the exact version."),
        ok("gem install bundler:2.4.10",
           "Fetching bundler-2.4.10.gem\nSuccessfully installed bundler-2.4.10\n1 gem installed"),
        ok("bundle install", "Bundle complete! 42 Gemfile dependencies, 118 gems now installed.\nUse `bundle info "
           "[gemname]` to see where a bundled gem is installed."),
    )
    T.lesson(
        "t48-bundler", "global", "en", "s-bundler", "env_setup",
        "bundle refuses to run when Gemfile.lock was bundled with a Bundler version this Ruby doesn't have",
        "`bundle install` (or any `bundle exec`) dies with `Could not find 'bundler' (2.4.10) required by your "
        "/home/dev/src/ledger/Gemfile.lock. (Gem::GemNotFoundException)`.",
        "The message also offers `bundle update --bundler`, which rewrites the lock for everyone instead of "
        "installing what the lock asks for.",
        "RubyGems' bundle binstub activates the Bundler version named under BUNDLED WITH in Gemfile.lock; older "
        "Rubies only ship an older default Bundler (2.1.4 with Ruby 2.7) and don't fetch the locked one.",
        "Install the locked version: `gem install bundler:2.4.10` (the same as `gem install bundler -v 2.4.10`), "
        "taking the version from the BUNDLED WITH line of Gemfile.lock, then run `bundle install`.",
        ["`Could not find 'bundler' (2.4.10) required by your /home/dev/src/ledger/Gemfile.lock.`",
         "`BUNDLED WITH` `2.4.10` and `bundler (default: 2.1.4)`",
         "`gem install bundler:2.4.10` then `Bundle complete! 42 Gemfile dependencies, 118 gems now installed.`"],
    )
    T.later(
        "l-bundler-dockerfile", "/home/dev/src/ledger", "2025-06-03T14:30:00Z", "feat/docker",
        user("Write a Dockerfile for ledger on ruby:2.7 and build it."),
        write("/home/dev/src/ledger/Dockerfile",
              "FROM ruby:2.7-slim\nWORKDIR /app\nCOPY Gemfile Gemfile.lock ./\n"
              "RUN gem install bundler -v \"$(tail -1 Gemfile.lock | tr -d ' ')\" && bundle install --jobs 4\n"
              "COPY . .\nCMD [\"bundle\", \"exec\", \"puma\"]\n"),
        ok("docker build -t ledger:dev .",
           "#7 [4/5] RUN gem install bundler -v \"$(tail -1 Gemfile.lock | tr -d ' ')\" && bundle install --jobs 4\n"
           "#7 2.1 Successfully installed bundler-2.4.10\n#7 48.3 Bundle complete! 42 Gemfile dependencies, 118 gems "
           "now installed.\n#9 naming to docker.io/library/ledger:dev done"),
    )
    T.pair("t48-bundler", "l-bundler-dockerfile", "applied",
           "installs the lock's Bundler version with gem install bundler -v in the Dockerfile before bundle install")
    T.later(
        "l-bundler-ci", "/builds/acme/invoicer", "2025-07-24T05:50:00Z", "ci/ruby27",
        user("Run the CI setup script locally to check it."),
        read("/builds/acme/invoicer/ci/setup.sh",
             "#!/bin/sh\nset -e\ngem install bundler:2.3.26\nbundle config set path vendor/bundle\n"
             "bundle install --jobs 4\n"),
        ok("sh ci/setup.sh", "Successfully installed bundler-2.3.26\n1 gem installed\nBundle complete! 27 Gemfile "
           "dependencies, 71 gems now installed."),
    )
    T.pair("t48-bundler", "l-bundler-ci", "applied",
           "a CI script installs bundler:2.3.26 (the locked version) before bundle install; no Bundler error")
    T.later(
        "l-bundler-zsh-ssh", "/home/dev/src/ledger", "2025-06-18T19:00:00Z", "main",
        user("Run the pending migrations on the old reporting box."),
        err("ssh report-1 \"zsh -lc 'cd ~/apps/reporting && bundle exec rake db:migrate'\"",
            _nobundler("/home/app/apps/reporting/Gemfile.lock", "2.3.26", "2.7.6", "/home/app/.rbenv/versions")),
        ok("ssh report-1 \"zsh -lc 'gem install bundler:2.3.26 && cd ~/apps/reporting && bundle exec rake "
           "db:migrate'\"", "Successfully installed bundler-2.3.26\n== 20250617 AddRegionToReports: migrated"),
    )
    T.pair("t48-bundler", "l-bundler-zsh-ssh", "recurred",
           "bundle exec on another host fails on a missing locked Bundler (2.3.26), then it's installed")
    T.later(
        "l-bundler-compose", "/home/dev/src/storefront", "2025-08-20T10:40:00Z", "feat/checkout",
        user("Run the specs in the web container."),
        err("docker compose run --rm web bundle exec rspec",
            _nobundler("/app/Gemfile.lock", "2.4.22", "2.7.8", "/usr/local").replace(
                "/usr/local/2.7.8/", "/usr/local/")),
        say("The image's Ruby 2.7 has Bundler 2.1.4 but the lock was bundled with 2.4.22."),
    )
    T.pair("t48-bundler", "l-bundler-compose", "recurred",
           "the missing locked Bundler (2.4.22) stops bundle exec inside a compose container")
    T.later(
        "l-bundler-rubyver", "/home/dev/src/ledger", "2025-06-24T08:30:00Z", "chore/ruby31",
        user("Someone bumped the Gemfile's ruby line. Install please."),
        err("bundle install", "Your Ruby version is 2.7.8, but your Gemfile specified 3.1.4", 18),
        ok("rbenv install -s 3.1.4 && rbenv local 3.1.4 && bundle install", "Bundle complete! 44 Gemfile "
           "dependencies, 121 gems now installed."),
    )
    T.pair("t48-bundler", "l-bundler-rubyver", "neither",
           "a Ruby version mismatch from bundler, not a missing Bundler version")
    T.later(
        "l-bundler-newgem", "/home/dev/src", "2025-07-02T09:00:00Z", "main",
        user("Scaffold a new gem acme-cli with bundler on Ruby 3.3."),
        ok("gem install bundler && bundle gem acme-cli --test=rspec --no-coc --mit",
           "Successfully installed bundler-2.5.16\n1 gem installed\nCreating gem 'acme-cli'...\n"
           "      create  acme-cli/Gemfile\nGem 'acme-cli' was successfully created."),
    )
    T.pair("t48-bundler", "l-bundler-newgem", "neither",
           "gem install bundler to scaffold a new gem, not to satisfy a lock's BUNDLED WITH version")
    T.later(
        "l-bundler-before", "/home/dev/src/ledger", "2025-04-17T08:00:00Z", "main",
        user("Install ledger's gems."),
        err("bundle install", _nobundler("/home/dev/src/ledger/Gemfile.lock", "2.4.10", "2.7.8")),
        ok("gem install bundler -v 2.4.10 && bundle install", "Successfully installed bundler-2.4.10\n"
           "Bundle complete! 42 Gemfile dependencies, 118 gems now installed."),
    )
    T.pair("t48-bundler", "l-bundler-before", "neither", "dated before the lesson's source session, so neither")


# --- Docker's data root full of build cache and old images ------------------------------------------------

def _layer(path: str) -> str:
    return f"failed to register layer: write {path}: no space left on device"


def _dockerspace() -> None:
    T.source(
        "s-dockerspace", "/home/dev/src/worker", "2025-05-30T12:15:00Z", "main",
        user("Pull worker 1.8.2 on the build box and run its self-test."),
        err("docker pull ghcr.io/acme/worker:1.8.2",
            "1.8.2: Pulling from acme/worker\na2318d6c47ec: Already exists\n5b1e9d0bf6b3: Extracting "
            "[==================================================>]  1.21GB/1.21GB\n"
            + _layer("/usr/local/lib/python3.12/site-packages/torch/lib/libtorch_cuda.so")),
        ok("df -h /var/lib/docker && docker system df",
           "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p1  100G   99G  1.0G  99% /\n"
           "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          61        4         41.7GB    "
           "36.9GB (88%)\nContainers      5         2         212MB     180MB (84%)\nLocal Volumes   9         3    "
           "     4.1GB     1.2GB (29%)\nBuild Cache     512       0         38.2GB    38.2GB"),
        say("The disk is full of BuildKit cache and unused images, not of anything this pull needs. Pruning both."),
        ok("docker builder prune -af && docker image prune -af",
           "Total:\t38.2GB\nDeleted Images:\nuntagged: ghcr.io/acme/worker:1.6.0\n...\nTotal reclaimed space: "
           "14.1GB"),
        ok("docker pull ghcr.io/acme/worker:1.8.2 && docker run --rm ghcr.io/acme/worker:1.8.2 --self-test",
           "Status: Downloaded newer image for ghcr.io/acme/worker:1.8.2\nghcr.io/acme/worker:1.8.2\nself-test: ok"),
    )
    T.lesson(
        "t48-dockerspace", "global", "en", "s-dockerspace", "env_setup",
        "Docker pulls and builds fail with no space left on device when build cache and old images fill the disk",
        "`docker pull` ends with `failed to register layer: write ...: no space left on device` (builds fail the "
        "same way writing to /var/lib/docker).",
        "Nothing in the image changed and the app's own data is small; the space is held by Docker itself, which "
        "`du` on the project directory does not show.",
        "BuildKit cache and dangling or superseded images accumulate under /var/lib/docker on a build box and are "
        "never removed automatically; `docker system df` shows them as reclaimable.",
        "Check `docker system df`, then free Docker's space: `docker builder prune -af` and `docker image prune "
        "-af` (or `docker system prune -af` for all of it), and retry the pull or build.",
        ["`failed to register layer: write /usr/local/lib/python3.12/site-packages/torch/lib/libtorch_cuda.so: no "
         "space left on device`",
         "`/dev/nvme0n1p1  100G   99G  1.0G  99% /` and `Build Cache     512       0         38.2GB    38.2GB`",
         "after `docker builder prune -af && docker image prune -af` the pull printed `Status: Downloaded newer "
         "image for ghcr.io/acme/worker:1.8.2`"],
    )
    T.later(
        "l-dockerspace-runner", "/srv/gha-runner/_work/api/api", "2025-06-08T03:10:00Z", "main",
        user("Add a cleanup before the image build on our self-hosted runner and run the build script."),
        write("/srv/gha-runner/_work/api/api/ci/build.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\ndocker system prune -af --filter until=24h\n"
              "docker build -t api:ci .\n"),
        ok("bash ci/build.sh", "Deleted build cache objects:\nwz1k3...\nTotal reclaimed space: 21.7GB\n"
           "#12 naming to docker.io/library/api:ci done"),
    )
    T.pair("t48-dockerspace", "l-dockerspace-runner", "applied",
           "prunes Docker's images and build cache in the build script before building; the build succeeds")
    T.later(
        "l-dockerspace-make-ssh", "/home/dev/src/worker", "2025-07-18T06:00:00Z", "release/1.9",
        user("Roll worker 1.9.0 onto gpu-host-3; clean docker there first with our make target."),
        read("/home/dev/src/worker/Makefile",
             "docker-clean:\n\tdocker builder prune -af\n\tdocker image prune -af\n"),
        ok("ssh gpu-host-3 'cd ~/worker && make docker-clean && docker pull ghcr.io/acme/worker:1.9.0'",
           "docker builder prune -af\nTotal:\t12.4GB\ndocker image prune -af\nTotal reclaimed space: 9.8GB\n"
           "Status: Downloaded newer image for ghcr.io/acme/worker:1.9.0"),
    )
    T.pair("t48-dockerspace", "l-dockerspace-make-ssh", "applied",
           "a make target runs docker builder/image prune over ssh before the pull; no space error")
    T.later(
        "l-dockerspace-buildkit", "/home/dev/src/ml-api", "2025-08-11T15:30:00Z", "feat/onnx",
        user("Build the ml-api image."),
        err("docker build -t ml-api:onnx .",
            " => ERROR [5/7] RUN pip install -r requirements.txt                                      88.1s\n"
            "------\nERROR: failed to solve: failed to copy: write /var/lib/docker/buildkit/content/ingest/"
            "2f0c61a9e3b4/data: no space left on device"),
        ok("docker system df | tail -1 && docker builder prune -af | tail -1 && docker build -t ml-api:onnx . | "
           "tail -1", "Build Cache     340       0         29.6GB    29.6GB\nTotal:\t29.6GB\n"
           "#11 naming to docker.io/library/ml-api:onnx done"),
    )
    T.pair("t48-dockerspace", "l-dockerspace-buildkit", "recurred",
           "a build fails on no space left in Docker's data root (build cache), then pruned")
    T.later(
        "l-dockerspace-compose-ssh", "/home/dev/src/shop-deploy", "2025-09-01T02:20:00Z", "main",
        user("Deploy the new tags on app-2."),
        err("ssh app-2 'cd /srv/shop && docker compose pull'",
            " web Pulling \n 3f4ca61aafcd Extracting [=============>                ]  140MB/512MB\n"
            + _layer("/usr/share/nginx/html/static/bundle.js.map"), 18),
        say("app-2's disk is full of old images from the last deploys."),
    )
    T.pair("t48-dockerspace", "l-dockerspace-compose-ssh", "recurred",
           "docker compose pull over ssh fails registering a layer with no space left on device")
    T.later(
        "l-dockerspace-bindmount", "/home/dev/src/exporter", "2025-06-14T10:00:00Z", "main",
        user("The exporter container crashes halfway through the nightly export."),
        err("docker run --rm -v /data/exports:/out exporter:2.1 --since 2025-06-13",
            "Traceback (most recent call last):\n  File \"/app/export.py\", line 88, in <module>\n    fh.write(chunk)"
            "\nOSError: [Errno 28] No space left on device"),
        ok("df -h /data",
           "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       200G  200G     0 100% /data"),
        ok("find /data/exports -name '*.csv.gz' -mtime +30 -delete && df -h /data | tail -1",
           "/dev/sdb1       200G  121G   79G  61% /data"),
    )
    T.pair("t48-dockerspace", "l-dockerspace-bindmount", "neither",
           "no space on a bind-mounted /data filled by old exports, not Docker's own cache or images")
    T.later(
        "l-dockerspace-cachekey", "/home/dev/src/worker", "2025-07-01T13:40:00Z", "feat/slim",
        user("Build the slim worker image."),
        err("docker build -f Dockerfile.slim -t worker:slim .",
            " => ERROR [builder 3/6] COPY dist/ /app/dist/                                              0.0s\n"
            "------\nERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref "
            "4b8a0f7e-2d1c-4e55-9d1e-0c3f8a7b6e21::q9x1m2n3: \"/dist\": not found"),
        ok("npm run build && docker build -f Dockerfile.slim -t worker:slim . | tail -1",
           "#10 naming to docker.io/library/worker:slim done"),
    )
    T.pair("t48-dockerspace", "l-dockerspace-cachekey", "neither",
           "a different docker build error (a COPY source missing), not a full disk")
    T.later(
        "l-dockerspace-health", "/home/dev/src/ops-scripts", "2025-08-18T09:15:00Z", "feat/disk-check",
        user("The CI box had \"no space left on device\" in docker yesterday. Add a disk check to health.sh; "
             "don't run it."),
        edit("/home/dev/src/ops-scripts/health.sh", "check_load\n",
             "check_load\ndf -P /var/lib/docker | awk 'NR==2 && $5+0 > 90 {print \"docker disk \" $5; exit 1}'\n"),
    )
    T.pair("t48-dockerspace", "l-dockerspace-health", "neither",
           "the error is only quoted and a check written into a script that is not run; nothing is pruned")


FILLS = [_ghpass, _bundler, _dockerspace]
