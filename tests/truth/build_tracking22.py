"""The twenty-second tracking corpus: writes tests/truth/tracking22_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking22_cases.py and its parts _b … _i) and tracking22_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking22_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking22`."""
from __future__ import annotations

import sys

from tests.truth import tracking22_cases as C
from tests.truth import tracking22_cases_b as CB
from tests.truth import tracking22_cases_c as CC
from tests.truth import tracking22_cases_d as CD
from tests.truth import tracking22_cases_e as CE
from tests.truth import tracking22_cases_f as CF
from tests.truth import tracking22_cases_g as CG
from tests.truth import tracking22_cases_h as CH
from tests.truth import tracking22_cases_i as CI
from tests.truth import tracking_builder

ABOUT = ("Twenty-second tracking corpus (Terragrunt's dependency on a module never applied (mock_outputs with "
         "mock_outputs_allowed_terraform_commands), Volta with no Yarn selected (volta pin yarn / volta install yarn / "
         "the package.json volta block, in zsh), commitlint with no config and so no rules (commitlint.config.mjs / "
         ".commitlintrc.json / the package.json key / --extends, -x, on Windows), GoReleaser in a repository without "
         "tags (--snapshot --clean / goreleaser build --snapshot), twine uploading a PyPI API token under an account "
         "name (__token__ through TWINE_USERNAME / -u / ~/.pypirc, a Korean lesson), doctl with no access token "
         "(doctl auth init / DIGITALOCEAN_ACCESS_TOKEN / -t, in fish), ngrok's ERR_NGROK_4018 without an authtoken "
         "(ngrok config add-authtoken / NGROK_AUTHTOKEN / an ngrok.yml, on Windows and WSL), Atlas's checksum "
         "mismatch after a hand-edited migration (atlas migrate hash), Wails v2 on Ubuntu 24.04 without "
         "webkit2gtk-4.0 (-tags webkit2_41, a Korean lesson), wandb.init with no API key and no TTY (WANDB_API_KEY / "
         "wandb login), cloudflared without its origin certificate (cloudflared tunnel login / TUNNEL_ORIGIN_CERT / "
         "--origincert / origincert:), restic with no repository named in the command's own shell (sourcing the env "
         "file in the same command / -r / --repository-file, in zsh), Mosquitto 2's local only mode without a "
         "listener (a prose-only fix), LXD never initialised after the snap install (lxd init --minimal / --auto / "
         "--preseed)); see tests/truth/build_tracking22.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fill in (C.lesson_a, C.later_a, C.lesson_b, C.later_b, CB.lesson_c, CB.later_c, CB.lesson_d, CB.later_d,
                 CC.lesson_e, CC.later_e, CC.lesson_f, CD.later_f, CD.lesson_g, CD.later_g, CE.lesson_h, CE.later_h,
                 CE.lesson_i, CE.later_i, CF.lesson_j, CF.later_j, CF.lesson_k, CG.later_k, CG.lesson_l, CG.later_l,
                 CH.lesson_m, CH.later_m, CH.lesson_n, CI.later_n, CI.cross_pairs):
        fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking22", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
