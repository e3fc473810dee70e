"""The eleventh tracking corpus, part h: the later sessions of the ffmpeg lesson, and the pairs of a session from
one topic with another project's lesson it holds nothing of (all `neither`). Tables and helpers in
tracking11_cases.py."""
from __future__ import annotations

from tests.truth.tracking11_cases import B, E, S, T, U, W
from tests.truth.tracking11_cases_g import CLIP, GIFKIT, _x264_fail


def _ffmpeg_later() -> None:
    T.later(
        "l-ff-a1", CLIP, "2026-04-25T10:00:00Z", "feat/720-vertical",
        U("Add a vertical 720p preset for shorts and try it on samples/pan.mov."),
        E(f"{CLIP}/clipforge/presets.py", "PRESETS = {",
          "PRESETS = {\n    \"v720\": {\"vf\": \"crop=ih*9/16:ih,scale=-2:720\", \"crf\": 22},"),
        B("python -m clipforge export samples/pan.mov --preset v720 -o out/pan-v720.mp4 && ffprobe -v error "
          "-select_streams v:0 -show_entries stream=width,height -of csv=p=0 out/pan-v720.mp4",
          "clipforge: ffmpeg -y -i samples/pan.mov -vf crop=ih*9/16:ih,scale=-2:720 -c:v libx264 -crf 22 "
          "out/pan-v720.mp4\nclipforge: done in 2.7s\n406,720"),
    )
    T.pair("t11-ffmpeg-even", "l-ff-a1", "applied",
           "the new preset is written with `scale=-2:720` (the -2 on the width) before the first export; it works")
    T.later(
        "l-ff-a2", GIFKIT, "2026-05-01T16:00:00Z", "feat/mp4-out",
        U("gifkit should also emit an H.264 mp4 next to each GIF. Screen recordings have arbitrary sizes."),
        E(f"{GIFKIT}/gifkit/encode.py", "def to_mp4(src, dst):\n    cmd = [\"ffmpeg\", \"-y\", \"-i\", src,",
          "def to_mp4(src, dst):\n    # libx264 needs even sizes; screen recordings are often odd\n"
          "    cmd = [\"ffmpeg\", \"-y\", \"-i\", src, \"-vf\", \"scale=trunc(iw/2)*2:trunc(ih/2)*2\","),
        B(".venv/bin/python -m pytest tests/test_encode.py -q", "....                                         "
          "                          [100%]\n4 passed in 3.21s"),
    )
    T.pair("t11-ffmpeg-even", "l-ff-a2", "applied",
           "sibling gifkit: rounds both sides to even (`trunc(iw/2)*2:trunc(ih/2)*2`) before encoding; tests pass")
    T.later(
        "l-ff-r1", CLIP, "2026-05-05T11:30:00Z", "feat/crop-preset",
        U("Add a 'center crop 853x480' preset for the old player and test it."),
        E(f"{CLIP}/clipforge/presets.py", "PRESETS = {",
          "PRESETS = {\n    \"sd-crop\": {\"vf\": \"crop=853:480\", \"crf\": 23},"),
        B("python -m clipforge export samples/pan.mov --preset sd-crop -o out/pan-sd.mp4",
          "clipforge: ffmpeg -y -i samples/pan.mov -vf crop=853:480 -c:v libx264 -crf 23 "
          "out/pan-sd.mp4\n" + _x264_fail("width", "853x480", "samples/pan.mov")
          + "\nclipforge: ffmpeg exited with status 1", 1),
        E(f"{CLIP}/clipforge/presets.py", "crop=853:480", "crop=854:480"),
        B("python -m clipforge export samples/pan.mov --preset sd-crop -o out/pan-sd.mp4", "clipforge: done in 1.9s"),
    )
    T.pair("t11-ffmpeg-even", "l-ff-r1", "recurred",
           "a crop to 853 wide gives `width not divisible by 2 (853x480)` in another preset; fixed after")
    T.later(
        "l-ff-r2", GIFKIT, "2026-05-13T08:15:00Z", "main",
        U("Some uploads never got their mp4. Check the gifkit worker's journal on media-1."),
        B("ssh media-1 'journalctl -u gifkit-worker --since today --no-pager | grep -m2 -E \"divisible|failed\"'",
          "May 13 07:58:10 media-1 gifkit-worker[2210]: [libx264 @ 0x55f0c2d41a80] height not divisible by 2 "
          "(640x359)\nMay 13 07:58:10 media-1 gifkit-worker[2210]: job 88412 failed: ffmpeg exited with status 1"),
        S("media-1 runs gifkit 0.6, before the even-size rounding; a 640x359 recording still breaks it."),
    )
    T.pair("t11-ffmpeg-even", "l-ff-r2", "recurred",
           "the odd-height libx264 error again (640x359) in the gifkit worker's journal on media-1")
    T.later(
        "l-ff-b", CLIP, "2026-03-30T14:00:00Z", "feat/loudnorm",
        U("Normalise audio to -14 LUFS on export."),
        E(f"{CLIP}/clipforge/export.py", "args += [\"-c:a\", \"aac\"]",
          "args += [\"-af\", \"loudnorm=I=-14:TP=-1.5:LRA=11\", \"-c:a\", \"aac\"]"),
        B("python -m clipforge export samples/talk.mp4 --preset web -o out/talk.mp4", "clipforge: done in 6.4s"),
    )
    T.pair("t11-ffmpeg-even", "l-ff-b", "neither", "dated before the lesson's source; audio loudness only")
    T.later(
        "l-ff-n1", CLIP, "2026-04-27T09:20:00Z", "ci/static-ffmpeg",
        U("CI switched to a static ffmpeg build to save time. The export test fails now; why?"),
        B("FFMPEG=bin/ffmpeg python -m clipforge export samples/talk.mp4 --preset web -o out/ci.mp4",
          "clipforge: bin/ffmpeg -y -i samples/talk.mp4 -c:v libx264 -crf 23 out/ci.mp4\nUnknown encoder 'libx264'\n"
          "clipforge: ffmpeg exited with status 8", 1),
        B("bin/ffmpeg -hide_banner -encoders 2>/dev/null | grep -c 264", "0"),
        S("This static build was compiled without libx264 (GPL off). We need the GPL build or openh264."),
    )
    T.pair("t11-ffmpeg-even", "l-ff-n1", "neither",
           "look-alike ffmpeg failure: the static build has no libx264 encoder at all; no scaling involved")


def _cross_pairs() -> None:
    """Sessions of one topic paired with another project's lesson whose trap and fix they hold nothing of."""
    T.pair("t11-kotlin-jvm", "l-gw-n1", "neither", "a Go test failure in relay; no Gradle or Kotlin at all")
    T.pair("t11-composer-intl", "l-bd-n1", "neither",
           "a Bundler version conflict in fieldnotes; no PHP, composer or intl")
    T.pair("t11-mix-hex", "l-pg-a1", "neither", "Rails database.yml and db:create in portail; no Elixir or mix")
    T.pair("t11-tf-lock-platforms", "l-hm-n2", "neither",
           "a Helm install against a stopped kind cluster; no Terraform or lock file")
    T.pair("t11-helm-reuse-name", "l-tf-n1", "neither",
           "a Terraform lock/constraint error in infra-live; no Helm release")
    T.pair("t11-pg-template0", "l-ck-n1", "neither", "composer on an old PHP; no Postgres database is created")
    T.pair("t11-magick-pdf-policy", "l-ff-n1", "neither",
           "media tooling, but an ffmpeg build without libx264; ImageMagick is never run")
    T.pair("t11-ssh-agent", "l-bd-r1", "neither",
           "a CI log of a Bundler platform failure; no ssh-add or agent involved")
    T.pair("t11-vite-env-prefix", "l-ng-a2", "neither",
           "docs-site nginx config and `nginx -t`; no Vite build or env variable")
    T.pair("t11-ffmpeg-even", "l-gw-a1", "neither", "a new Go module registered in relay's go.work; no video work")


def build_tenth_part() -> None:
    _ffmpeg_later()
    _cross_pairs()
