"""corpus34's labelled lessons, last part: fixes only suggested at the end of s05, s06, s13 and s15."""
from __future__ import annotations

from tests.truth.corpus34_common import gotcha

RECORDS = [
    gotcha(120, "s05-uwsgi-emperor", "real not_shown only_suggested",
           ("Make a uWSGI vassal die on a failed app import with need-app",
            "A vassal whose app can't be imported keeps running and answers every request with 500.",
            "Trusting `systemctl status` (active) while the app never loaded.",
            "By default uWSGI starts workers with no app ('full dynamic mode').",
            "`need-app = true` in the vassal ini so the vassal exits and the emperor log shows the failure."),
           "The journal said `unable to load app 0 (mountpoint='') (callable not found or import error)` and `*** no app "
           "loaded. going in full dynamic mode ***`, requests got `(HTTP/1.1 500)`; suggested adding "
           "`need-app = true`.",
           "need-app was only mentioned in the last reply; it was never added or tested.",
           ["code span", "prose"],
           {"failure": "*** no app loaded. going in full dynamic mode ***", "fix": "need-app = true",
            "evidence": ["unable to load app 0 (mountpoint='') (callable not found or import error)",
                         "need-app = true"]}, cat="tool_quirk", group="s05-dynamic-mode"),
    gotcha(121, "s06-ice40-yosys-nextpnr", "real not_shown only_suggested",
           ("udev rules keyed on ACTION==\"add\" only apply after the device is replugged",
            "`make prog` still can't find the FTDI device right after `udevadm control --reload-rules && udevadm "
            "trigger`.",
            "Expecting trigger to re-apply an add-only rule to a device that's already plugged in.",
            "The rule matches add events; the existing node keeps its old mode until the device is added again.",
            "Unplug and replug the board (and make sure the user is in plugdev), then `make prog`."),
           "After writing the 0403:6010 rule and running `sudo udevadm trigger`, `make prog` still failed with "
           "`Can't find iCE FTDI USB device`; the reply then only suggested to unplug and replug the board.",
           "Replugging was only suggested; the person left ('I'll replug it tomorrow').",
           ["code span", "nested quotes", "prose"],
           {"failure": "sudo udevadm control --reload-rules && sudo udevadm trigger && make prog",
            "fix": "Unplug and replug, then `make prog`.",
            "evidence": ["ATTR{idProduct}==\"6010\", MODE=\"0660\"", "Unplug and replug"]}, cat="env_setup",
           group="s06-iceprog-perms"),
    gotcha(122, "s13-triton-ko", "real not_shown only_suggested",
           ("tritonclient's InferInput datatype string must match the model's type, not only the array",
            "After casting the batch to float32 the server still says unexpected datatype TYPE_FP16.",
            "Fixing the numpy dtype but leaving `InferInput(..., \"FP16\")`.",
            "The request declares its datatype separately from the data.",
            "Create the InferInput with \"FP32\" as well as sending float32 data."),
           "`.astype(np.float32)` 이후에도 사용자: \"아직도 안 돼요. 같은 에러예요, TYPE_FP16 이라고 나와요\" — 마지막 답변은 "
           "InferInput 의 datatype 문자열이 여전히 \"FP16\" 일 거라고만 했습니다.",
           "The datatype fix is only a hypothesis in the last reply; no edit and no rerun follow.",
           ["Korean", "nested quotes", "code span"],
           {"failure": "TYPE_FP16 이라고 나와요", "fix": "InferInput 을 만들 때 datatype 문자열을",
            "evidence": ["아직도 안 돼요. 같은 에러예요, TYPE_FP16 이라고 나와요", "datatype 문자열을 여전히 \"FP16\""]},
           cat="api_quirk", group="s13-fp16"),
    gotcha(123, "s15-behave-wsl", "real not_shown only_suggested",
           ("Python test suites crawl on WSL 2's /mnt/c: clone into the Linux filesystem",
            "behave runs are slow for a repo at /mnt/c/Users/sam/src/shopbdd.",
            "Keeping the working copy on the Windows drive and running Linux tools on it.",
            "/mnt/c goes through 9P across the VM boundary; every stat and import is slow.",
            "Clone into ~/src/shopbdd (ext4) and run behave there."),
           "Person: \"why is everything so slow from /mnt/c btw?\" — reply: /mnt/c is served \"over the 9P protocol\"; "
           "suggested cloning into the Linux filesystem (e.g. ~/src/shopbdd).",
           "Moving the repo was only suggested ('ok will move it'); no run from ~/src is shown.",
           ["nested quotes", "prose"],
           {"failure": "why is everything so slow from /mnt/c btw?", "fix": "Cloning the repo into the Linux filesystem",
            "evidence": ["why is everything so slow from /mnt/c btw?", "over the 9P protocol"]}, cat="performance"),
]
