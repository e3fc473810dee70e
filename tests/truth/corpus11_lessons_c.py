"""Labelled lessons of the eleventh corpus, part three: the stack-hpack, terraform-moved, helm-context and
nginx-proxy sessions."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus11_common import gotcha, know

SH, TF, HC, NX = "stack-hpack", "terraform-moved", "helm-context", "nginx-proxy"


def _stack() -> list[dict[str, Any]]:
    return [
        gotcha("sh-01", SH, "A hidden GHC package means a missing dependency in package.yaml",
               ("stack build fails: Could not load module Data.Text, member of the hidden package text",
                "adding text to the generated .cabal file",
                "hpack regenerates the .cabal file from package.yaml on every build",
                "add `- text` to dependencies in package.yaml"),
               "`It is a member of the hidden package ‘text-2.0.2’.` と出たので package.yaml の dependencies に "
               "`- text` を追加 → `stack build` は `Completed 1 action(s).` で通った。",
               ev="real", fix="shown", cls="edit_then_pass",
               why="stack build fails on the hidden package; package.yaml gains text; the next stack build completes",
               ph=["Japanese prose", "code spans", "arrow", "curly quotes inside a span"],
               st={"failure": "It is a member of the hidden package", "fix": "- http-conduit\n- text",
                   "evidence": "Completed 1 action(s)."}, cat="build_config"),
        know("sh-02", SH, "With hpack, edit package.yaml and let stack regenerate the .cabal file",
             ("a stack project that has both package.yaml and a .cabal file",
              "change dependencies in package.yaml only", "stack runs hpack and overwrites the .cabal file"),
             "`ls *.cabal package.yaml` → `package.yaml` + `rss-digest.cabal`; next build: `unregistering (local file "
             "changes: package.yaml)`",
             ev="real", cls="knowledge", why="the ls of both files and the build log naming package.yaml",
             ph=["code spans", "arrow", "plus sign"], st={"evidence": "unregistering (local file changes: package.yaml)"},
             cat="build_config"),
        gotcha("sh-03", SH, "An escape function without an & case leaves ampersands raw",
               ("hspec: escapes ampersands fails, got \"Tom & Jerry\"", "escaping only < and >",
                "escape had no clause for '&'", "add escape '&' = \"&amp;\" before the other clauses"),
               "```\n       expected: \"Tom &amp; Jerry\"\n        but got: \"Tom & Jerry\"\n```\nAfter adding "
               "`escape '&' = \"&amp;\"`, `stack test` printed `2 examples, 0 failures`.",
               ev="real", fix="shown", cls="edit_then_pass",
               why="stack test fails on the ampersand example; Render.hs gets the & clause; stack test passes",
               ph=["fenced block", "code spans"],
               st={"failure": "escapes ampersands [✘]", "fix": "escape '&' = \"&amp;\"",
                   "evidence": "2 examples, 0 failures"}, cat="test_strategy"),
        gotcha("sh-04", SH, "GHC bindists need libtinfo.so.5 on Ubuntu 22.04 runners",
               ("stack setup in CI: ghc: error while loading shared libraries: libtinfo.so.5",
                "assuming the runner image has everything GHC needs",
                "that GHC build links against ncurses 5, absent from ubuntu-22.04 by default",
                "apt-get install -y libncurses5 in the workflow before stack setup"),
               "CI log (pasted): `ghc: error while loading shared libraries: libtinfo.so.5: cannot open shared object "
               "file` — fixed by the `sudo apt-get install -y libncurses5` step in ci.yml.",
               ev="real", fix="not_shown", cls="write_named_like_fix",
               why="the workflow with the ncurses step was only written; no CI run or stack setup happened afterwards",
               ph=["code spans", "pasted log"],
               st={"failure": "libtinfo.so.5: cannot open shared object file", "fix": "name: ncurses5 for GHC",
                   "evidence": "libtinfo.so.5: cannot open shared object file"}, cat="env_setup"),
        gotcha("sh-05", SH, "CI stack setup recovers once libncurses5 is installed",
               ("libtinfo.so.5 missing", "bare runner", "ncurses 5", "install libncurses5"),
               "After the `ncurses5 for GHC` step was added to .github/workflows/ci.yml, CI went green.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="no CI run is in the session; the workflow was written and the session ended",
               ph=["code span", "paraphrased outcome"], st={"evidence": "name: ncurses5 for GHC"}, cat="env_setup"),
        gotcha("sh-06", SH, "stack hides the text 2.1 package until it is a dependency",
               ("Data.Text not found", "editing the cabal file", "hidden package", "add text"),
               "`It is a member of the hidden package ‘text-2.1.1’.`",
               ev="invented", fix="not_shown", cls="near_miss", why="the hidden package was text-2.0.2",
               ph=["code span with curly quotes"], st={"evidence": "It is a member of the hidden package"}),
        know("sh-07", SH, "Regenerate the .cabal file with hpack before building",
             ("a stack project with package.yaml", "run `stack exec -- hpack --force` after editing dependencies",
              "keeps the .cabal file in sync"),
             "`stack exec -- hpack --force` regenerated rss-digest.cabal, then `stack build` passed.",
             ev="invented", cls="invented_detail",
             why="hpack was never run by hand; stack build regenerated the file itself",
             ph=["code spans"], st={"evidence": "unregistering (local file changes: package.yaml)"}),
    ]


def _terraform_real() -> list[dict[str, Any]]:
    return [
        gotcha("tf-01", TF, "Moving resources into a module makes terraform plan destroy and recreate them",
               ("plan after a refactor into modules/network: 7 to add, 7 to destroy, including the prod VPC",
                "refactoring resource addresses without telling Terraform",
                "state still holds the old addresses; a leftover resource block also blocks the move",
                "moved {} blocks for each resource, and delete the old resource blocks"),
               "After adding `moved` blocks for the five resources and deleting the leftover `aws_route_table.public` "
               "block from main.tf, `terraform plan` reported \"Plan: 0 to add, 0 to change, 0 to destroy.\"",
               ev="real", fix="shown", cls="edit_then_pass",
               why="the first plan destroys 7; moves.tf is written and the leftover block removed; the plan shows the "
                   "moves and 0/0/0",
               ph=["GPT-style", "code spans", "double-quoted output"],
               st={"failure": "Plan: 7 to add, 0 to change, 7 to destroy.",
                   "fix": "gateway_id = aws_internet_gateway.gw.id",
                   "evidence": "Plan: 0 to add, 0 to change, 0 to destroy."}),
        gotcha("tf-02", TF, "'Moved object still exists' needs the moved blocks in moves.tf",
               ("terraform plan: Error: Moved object still exists",
                "moving a resource while keeping its original block",
                "a moved block's source address must no longer be declared",
                "declare moved {} blocks for the refactored resources in moves.tf"),
               "`Error: Moved object still exists` — `This statement declares a move from aws_route_table.public, but "
               "that resource block still exists in the configuration.`",
               ev="real", fix="not_shown", cls="ran_before_failure",
               why="moves.tf was written before this error and caused it; what cleared it was deleting the block from "
                   "main.tf, not the moved blocks",
               ph=["code spans", "dash"],
               st={"failure": "Error: Moved object still exists", "fix": "moved {\n  from = aws_vpc.main",
                   "evidence": "Error: Moved object still exists"}),
        gotcha("tf-03", TF, "Import a hand-made S3 bucket instead of creating it",
               ("apply fails: BucketAlreadyOwnedByYou for acme-prod-artifacts",
                "adding a resource block for a bucket that already exists",
                "Terraform tries to create what it has no state for",
                "an import { to = aws_s3_bucket.artifacts, id = \"acme-prod-artifacts\" } block, then apply"),
               "apply → `BucketAlreadyOwnedByYou: Your previous request to create the named bucket succeeded and you "
               "already own it.`; with the `import {` block the plan shows `Plan: 1 to import, 0 to add, 0 to change, "
               "0 to destroy.`",
               ev="real", fix="not_shown", cls="never_run",
               why="the plan only previews the import; the apply that would run it was interrupted by the person "
                   "(review first), so the import never ran",
               ph=["code spans", "arrow"],
               st={"failure": "BucketAlreadyOwnedByYou", "fix": "Plan: 1 to import",
                   "evidence": "BucketAlreadyOwnedByYou"}),
        know("tf-04", TF, "Read 'is not in configuration' in a plan as a moved address",
             ("a plan after a refactor that destroys and creates identical resources",
              "look for `(because X is not in configuration)` next to a `module.X will be created` twin and add moved "
              "blocks rather than applying", "the objects are the same; only their addresses changed"),
             "`# (because aws_vpc.main is not in configuration)` next to `# module.network.aws_vpc.main will be "
             "created`; same `cidr_block`.",
             ev="real", cls="knowledge", why="the first plan output",
             ph=["code spans"], st={"evidence": "(because aws_vpc.main is not in configuration)"}),
    ]


def _terraform_invented() -> list[dict[str, Any]]:
    return [
        gotcha("tf-05", TF, "Applying the import block brings the bucket under management",
               ("bucket exists", "creating it", "no state", "import block then apply"),
               "`terraform apply -auto-approve -no-color` then imported acme-prod-artifacts cleanly.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="that apply was rejected/interrupted by the person; nothing was imported",
               ph=["code span"], st={"evidence": "terraform apply -auto-approve -no-color"}),
        gotcha("tf-06", TF, "The network refactor plan replaces six resources",
               ("plan destroys the VPC", "module refactor", "addresses changed", "moved blocks"),
               "`Plan: 6 to add, 0 to change, 6 to destroy.`",
               ev="invented", fix="not_shown", cls="near_miss", why="the plan said 7 to add and 7 to destroy",
               ph=["code span"], st={"evidence": "to destroy."}),

        gotcha("tf-08", TF, "Targeted apply warns that resource targeting is in effect",
               ("apply -target", "using -target routinely", "partial plans", "avoid -target"),
               "The `-target=aws_s3_bucket.artifacts` apply printed `Warning: Resource targeting is in effect` before "
               "failing.",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="no such warning appears; the apply printed Creating... and the BucketAlreadyOwnedByYou error",
               ph=["code spans"], st={"evidence": "-target=aws_s3_bucket.artifacts"}),
    ]


def _helm() -> list[dict[str, Any]]:
    return [
        gotcha("hc-01", HC, "helm uses the kubeconfig's current context, a dead kind cluster here",
               ("helm upgrade fails: Kubernetes cluster unreachable at 127.0.0.1:40755",
                "running helm without checking which context kubectl points at",
                "current-context is kind-dev, a local kind cluster that is not running",
                "pass --kube-context staging-eks instead of switching the global context"),
               "`Kubernetes cluster unreachable: Get \"https://127.0.0.1:40755/version\"` (current-context `kind-dev`) → "
               "with `--kube-context staging-eks`: `STATUS: deployed`, `REVISION: 42`",
               ev="real", fix="shown", cls="fix_ran",
               why="the upgrade fails on the unreachable kind API; the same upgrade with --kube-context deploys rev 42",
               ph=["code spans", "arrow", "nested quotes"],
               st={"failure": "Kubernetes cluster unreachable", "fix": "--kube-context staging-eks",
                   "evidence": "REVISION: 42"}),
        gotcha("hc-02", HC, "A docker-registry secret nobody references does not stop ImagePullBackOff",
               ("pods stay ImagePullBackOff with 401 from ghcr.io after creating a pull secret",
                "creating the secret and deleting the pod, expecting the retry to pick it up",
                "pods only use pull secrets listed in imagePullSecrets or on their service account",
                "reference ghcr-pull in the chart's imagePullSecrets and upgrade again"),
               "`secret/ghcr-pull created`, pod deleted, and 30 s later the replacement `api-7c4b9d8f6-w8n2d` was "
               "still `ImagePullBackOff`.",
               ev="real", fix="not_shown", cls="rerun_still_fails",
               why="after the secret and the pod delete, get pods shows the new pod in ImagePullBackOff; the values "
                   "change is left to the person's PR",
               ph=["code spans", "prose"],
               st={"failure": "401 Unauthorized", "fix": "secret/ghcr-pull created",
                   "evidence": "api-7c4b9d8f6-w8n2d"}, cat="security"),
        gotcha("hc-03", HC, "imagePullSecrets: [] in the values overrides any pull secret",
               ("private GHCR image cannot be pulled in staging", "leaving imagePullSecrets empty in values-staging.yaml",
                "the deployment template renders .Values.imagePullSecrets, which is []",
                "set imagePullSecrets to - name: ghcr-pull and run helm upgrade"),
               "`values-staging.yaml:12:imagePullSecrets: []` — needs `- name: ghcr-pull` there, then another helm "
               "upgrade.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the values change and the upgrade were only described; the person will do it in a PR",
               ph=["code spans", "grep line"],
               st={"failure": "ImagePullBackOff", "fix": "it needs `- name: ghcr-pull` there",
                   "evidence": "values-staging.yaml:12:imagePullSecrets: []"}, cat="security"),
        know("hc-04", HC, "After helm says deployed, check the rollout and the new pod's events",
             ("helm upgrade reports STATUS: deployed", "run kubectl rollout status, then get pods and describe the new "
              "pod's events", "helm's deployed only means the manifests were applied"),
             ["`rollout status` → `error: timed out waiting for the condition`",
              "`get pods` → `api-7c4b9d8f6-hq7lm    0/1     ImagePullBackOff`",
              "`describe` → `Failed to pull image \"ghcr.io/acme/api:1.14.0\"` … `401 Unauthorized`"],
             ev="real", cls="knowledge", why="the rollout status, get pods and describe calls after the deploy",
             ph=["evidence list", "arrows", "whitespace-significant row"],
             st={"evidence": "error: timed out waiting for the condition"}, cat="debugging_technique"),
        gotcha("hc-05", HC, "Deleting the failing pod after adding the pull secret fixes the rollout",
               ("ImagePullBackOff", "waiting", "no secret", "create secret, delete pod"),
               "Once ghcr-pull existed, deleting api-7c4b9d8f6-hq7lm was enough: the replacement came up Running.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the replacement api-7c4b9d8f6-w8n2d was ImagePullBackOff as well",
               ph=["prose without quotes"], st={"evidence": "pod \"api-7c4b9d8f6-hq7lm\" deleted"}, cat="security"),
        gotcha("hc-06", HC, "helm reaches a dead kind API on the wrong port",
               ("cluster unreachable", "current context", "kind-dev", "--kube-context"),
               "`dial tcp 127.0.0.1:40775: connect: connection refused`",
               ev="invented", fix="not_shown", cls="near_miss", why="the port was 40755",
               ph=["code span"], st={"evidence": "connect: connection refused"}),
    ]


def _nginx() -> list[dict[str, Any]]:
    return [
        gotcha("nx-01", NX, "proxy_pass with a URI is not allowed in a regex location",
               ("nginx -t fails after turning location /api into a regex",
                "keeping proxy_pass http://app_upstream/; with its trailing slash",
                "nginx cannot map a regex match to a replacement URI",
                "proxy_pass to the bare upstream and strip the prefix with rewrite ... break"),
               "`nginx: [emerg] \"proxy_pass\" cannot have URI part in location given by regular expression` → "
               "`rewrite ^/api/(.*)$ /$1 break;` + `proxy_pass http://app_upstream;` → `test is successful`, "
               "health check `200`",
               ev="real", fix="shown", cls="edit_then_pass",
               why="nginx -t fails; the location is edited; nginx -t succeeds and the curl returns 200",
               ph=["arrow chain", "code spans", "nested quotes"],
               st={"failure": "cannot have URI part in location given by regular expression",
                   "fix": "rewrite ^/api/(.*)$ /$1 break;", "evidence": "test is successful"}, cat="build_config"),
        gotcha("nx-02", NX, "nginx drops the websocket Upgrade unless told to pass it",
               ("websocket handshake through nginx returns 400", "a plain proxy_pass for /ws",
                "nginx uses HTTP/1.0 upstream and strips hop-by-hop Upgrade/Connection headers",
                "proxy_http_version 1.1 plus Upgrade $http_upgrade and Connection \"upgrade\" headers"),
               "`HTTP/1.1 400 Bad Request` before; after adding `proxy_http_version 1.1;` and the Upgrade/Connection "
               "headers, `HTTP/1.1 101 Switching Protocols`.",
               ev="real", fix="shown", cls="edit_then_pass", group="nx-ws",
               why="the handshake curl gets 400; the /ws block is edited and reloaded; the same curl gets 101",
               ph=["code spans", "before/after"],
               st={"failure": "HTTP/1.1 400 Bad Request", "fix": "proxy_set_header Upgrade $http_upgrade;",
                   "evidence": "HTTP/1.1 101 Switching Protocols"}),
        gotcha("nx-03", NX, "Proxying websockets through nginx needs HTTP/1.1 and the upgrade headers",
               ("curl handshake to /ws answers 400", "assuming proxy_pass forwards every header",
                "Upgrade and Connection are hop-by-hop", "proxy_http_version 1.1 and the two proxy_set_header lines"),
               "Après l'ajout de `proxy_http_version 1.1;` et des en-têtes, la même requête curl renvoie "
               "`HTTP/1.1 101 Switching Protocols` (avant : `HTTP/1.1 400 Bad Request`).",
               ev="real", fix="shown", cls="edit_then_pass", group="nx-ws",
               why="same steps as nx-02: 400, edit and reload, then 101",
               ph=["French prose", "code spans"],
               st={"failure": "HTTP/1.1 400 Bad Request", "fix": "proxy_http_version 1.1;",
                   "evidence": "HTTP/1.1 101 Switching Protocols"}),
        gotcha("nx-04", NX, "nginx in docker resolves upstream names only at startup",
               ("the nginx container exits: host not found in upstream \"app:8000\"",
                "starting nginx before the app container or after it was recreated",
                "nginx resolves proxy_pass hosts once when it loads the config",
                "resolver 127.0.0.11 valid=10s; with a variable in proxy_pass, or depends_on service_healthy"),
               "`nginx: [emerg] host not found in upstream \"app:8000\"` (pasted by the user); fix is "
               "`resolver 127.0.0.11 valid=10s;` with a variable upstream.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the resolver change was only suggested; the person will try it in another repo later",
               ph=["code spans", "pasted log"],
               st={"failure": "host not found in upstream", "fix": "resolver 127.0.0.11 valid=10s;",
                   "evidence": "host not found in upstream"}, cat="env_setup"),
        gotcha("nx-05", NX, "nginx -t keeps failing after the rewrite edit",
               ("nginx -t fails", "regex location", "URI part", "rewrite"),
               "The first `sudo nginx -t && sudo systemctl reload nginx` after the rewrite edit still said `test "
               "failed`.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="that call printed syntax is ok / test is successful",
               ph=["code spans"], st={"evidence": "sudo nginx -t && sudo systemctl reload nginx"}),
        gotcha("nx-06", NX, "Long-lived websockets need a longer proxy_read_timeout",
               ("/ws handshake fails", "default timeouts", "60 s read timeout", "raise it"),
               "Adding `proxy_read_timeout 3600s;` to the /ws block is what turned the 400 into `HTTP/1.1 101 "
               "Switching Protocols`.",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no proxy_read_timeout was ever added; the fix was the HTTP/1.1 and upgrade headers",
               ph=["code spans"], st={"evidence": "HTTP/1.1 101 Switching Protocols"}),
        gotcha("nx-07", NX, "The regex location error points at edge.conf line 32",
               ("nginx -t fails", "regex location", "URI part", "rewrite"),
               "`in /etc/nginx/sites-enabled/edge.conf:32`",
               ev="invented", fix="not_shown", cls="near_miss", why="the error named edge.conf:23",
               ph=["code span"], st={"evidence": "/etc/nginx/sites-enabled/edge.conf:23"}),
    ]


def records() -> list[dict[str, Any]]:
    return [*_stack(), *_terraform_real(), *_terraform_invented(), *_helm(), *_nginx()]
