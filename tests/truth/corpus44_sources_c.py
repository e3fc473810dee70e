"""Scripted sessions of corpus44, part three: systemd-cryptenroll TPM2 unlock on Fedora 41 (in Korean), systemd-boot
with the ESP on /efi on Arch (an interrupted call), ROCm PyTorch on an RX 6700 XT (a long output), trtexec under WSL
2, PyTorch Lightning on Apple MPS in macOS zsh (ANSI colour, an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus44_common import ESC, INTERRUPTED

E = ESC

LUKS = [
    ("user", "Fedora 41에서 LUKS 디스크(/dev/nvme0n1p3)를 TPM2로 자동 해제하고 싶어요. systemd-cryptenroll 쓰면 되죠?"),
    ("bash", "sudo systemd-cryptenroll --tpm2-device=list",
     "PATH        DEVICE      DRIVER \n/dev/tpmrm0 MSFT0101:00 tpm_crb", False),
    ("bash", "sudo systemd-cryptenroll --tpm2-device=auto --tpm2-pcrs=7 /dev/nvme0n1p3",
     "Exit code 1\nPlease enter current passphrase for disk /dev/nvme0n1p3: Failed to query password: "
     "No such device or address", True),
    ("say", "기존 passphrase를 물어보는데 제 Bash 호출에는 터미널(tty)이 없어서 입력을 못 받아요. 터미널에서 "
            "`sudo systemd-cryptenroll --tpm2-device=auto --tpm2-pcrs=7 /dev/nvme0n1p3`를 직접 실행해 주세요."),
    ("user", "직접 실행했어요. \"New TPM2 token enrolled as key slot 1.\" 라고 나왔어요"),
    ("bash", "sudo cat /etc/crypttab",
     "luks-6e1f0c2a-94b7-4d3e-a1f8-2c5b7e9d0a61 UUID=6e1f0c2a-94b7-4d3e-a1f8-2c5b7e9d0a61 none discard", False),
    ("bash", "sudo sed -i 's/none discard$/none discard,tpm2-device=auto/' /etc/crypttab && sudo cat /etc/crypttab "
             "&& sudo dracut -f 2>&1 | tail -1",
     "luks-6e1f0c2a-94b7-4d3e-a1f8-2c5b7e9d0a61 UUID=6e1f0c2a-94b7-4d3e-a1f8-2c5b7e9d0a61 none "
     "discard,tpm2-device=auto\ndracut[I]: *** Creating initramfs image file "
     "'/boot/initramfs-6.11.4-301.fc41.x86_64.img' done ***", False),
    ("bash", "sudo lsinitrd | grep -i tpm2", "Exit code 1", True),
    ("say", "initramfs에 TPM2 관련 파일이 하나도 없어요. dracut에 tpm2-tss 모듈을 추가해서 다시 만들게요."),
    ("write", "/etc/dracut.conf.d/tpm2.conf", "add_dracutmodules+=\" tpm2-tss \"\n"),
    ("bash", "sudo dracut -f 2>&1 | tail -1 && sudo lsinitrd | grep -c tpm2",
     "dracut[I]: *** Creating initramfs image file '/boot/initramfs-6.11.4-301.fc41.x86_64.img' done ***\n14",
     False),
    ("say", "이제 initramfs에 tpm2 파일이 14개 들어갔어요. 재부팅해서 비밀번호 없이 열리는지 확인해 주세요."),
    ("user", "재부팅했는데 여전히 LUKS 비밀번호를 물어봐요."),
    ("bash", "sudo journalctl -b -u 'systemd-cryptsetup@*' --no-pager | tail -3",
     "Mar 14 09:02:11 fedora systemd-cryptsetup[512]: TPM2 operation failed, falling back to traditional "
     "unlocking: Operation not permitted\nMar 14 09:02:19 fedora systemd-cryptsetup[512]: Set cipher aes, mode "
     "xts-plain64, key size 512 bits for device /dev/disk/by-uuid/6e1f0c2a-94b7-4d3e-a1f8-2c5b7e9d0a61.\n"
     "Mar 14 09:02:20 fedora systemd[1]: Finished systemd-cryptsetup@luks-6e1f0c2a.service", False),
    ("say", "TPM이 봉인을 풀어 주지 않았어요. 등록한 뒤에 PCR 7 값이 바뀐 것 같아요(펌웨어 업데이트나 Secure Boot "
            "설정 변경). 다시 등록하면 됩니다: `sudo systemd-cryptenroll --wipe-slot=tpm2 --tpm2-device=auto "
            "--tpm2-pcrs=7 /dev/nvme0n1p3` — 이것도 passphrase를 물어보니 터미널에서 직접 실행해 주세요."),
    ("user", "그건 내일 할게요. 오늘은 고마워요."),
]

BOOT = [
    ("user", "after pacman -Syu this laptop still boots the old kernel. systemd-boot. uname says 6.7.9"),
    ("bash", "bootctl status 2>/dev/null | sed -n '1,4p;/Default Boot Loader Entry/,$p'",
     "System:\n      Firmware: UEFI 2.70 (American Megatrends 5.17)\n Firmware Arch: x64\n   Secure Boot: disabled\n"
     "Default Boot Loader Entry:\n         type: Boot Loader Specification Type #1 (.conf)\n"
     "        title: Arch Linux\n           id: arch.conf\n       source: /efi/loader/entries/arch.conf\n"
     "        linux: /efi/vmlinuz-linux\n       initrd: /efi/initramfs-linux.img\n"
     "      options: root=UUID=0b9f2c11-6a3e-4f7d-8c1b-5e2a9d7f3c40 rw quiet", False),
    ("bash", "findmnt /efi; findmnt /boot; ls -l /boot/vmlinuz-linux /efi/vmlinuz-linux",
     "TARGET SOURCE         FSTYPE OPTIONS\n/efi   /dev/nvme0n1p1 vfat   rw,relatime,fmask=0077,dmask=0077\n"
     "-rw-r--r-- 1 root root 13721344 Mar 10 09:12 /boot/vmlinuz-linux\n"
     "-rwx------ 1 root root 13598720 Jan 22 18:40 /efi/vmlinuz-linux", False),
    ("say", "The ESP is mounted at /efi and nothing is mounted at /boot, so pacman writes new kernels and initramfs "
            "into /boot on the root filesystem, while systemd-boot can only read the ESP and keeps loading the "
            "January kernel in /efi. Simplest is to mount the ESP at /boot instead."),
    ("bash", "sudo umount /efi && sudo mount /dev/nvme0n1p1 /boot", INTERRUPTED, True),
    ("user", "stop — mounting over /boot hides the new kernel that's sitting in /boot right now. Leave the mounts "
             "alone, copy the files over and give me a pacman hook so it happens on every upgrade."),
    ("bash", "sudo cp -f /boot/vmlinuz-linux /boot/initramfs-linux.img /boot/initramfs-linux-fallback.img /efi/ && "
             "ls -l /efi/vmlinuz-linux",
     "-rwx------ 1 root root 13721344 Mar 10 09:12 /efi/vmlinuz-linux", False),
    ("write", "/etc/pacman.d/hooks/95-esp-sync.hook",
     "[Trigger]\nType = Path\nOperation = Install\nOperation = Upgrade\nTarget = usr/lib/modules/*/vmlinuz\n"
     "Target = usr/lib/initcpio/*\n\n[Action]\nDescription = Copying kernel and initramfs to the ESP...\n"
     "When = PostTransaction\nExec = /usr/bin/cp -f /boot/vmlinuz-linux /boot/initramfs-linux.img "
     "/boot/initramfs-linux-fallback.img /efi/\n"),
    ("say", "The copy is in place (13721344 bytes, dated Mar 10, same as /boot). The hook runs after each pacman "
            "transaction that touches a kernel or the initcpio files; it has not fired yet, the next kernel "
            "upgrade will be its first run. Reboot and `uname -r` should show the new kernel."),
    ("user", "rebooting later, thanks"),
]

_STEPS = "\n".join(f"step {n:4d}  loss {2.31 - n * 0.0021:.4f}  tok/s {1840 + (n * 37) % 90}  mem 9.{n % 7}G"
                   for n in range(0, 620, 10))
ROCM = [
    ("user", "PyTorch doesn't see my RX 6700 XT. Ubuntu 24.04, ROCm 6.2, torch from the rocm6.2 index."),
    ("bash", "python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'", "2.5.1+rocm6.2 False",
     False),
    ("bash", "rocminfo 2>&1 | grep -E '^  Name:' | head -3; groups",
     "  Name:                    AMD Ryzen 7 5800X 8-Core Processor\n  Name:                    gfx1031\n"
     "  Name:                    amdgcn-amd-amdhsa--gfx1031\ndara adm cdrom sudo dip plugdev lpadmin", False),
    ("say", "Two things: you are not in the `render` and `video` groups (needed for /dev/kfd and /dev/dri), and "
            "gfx1031 is not in ROCm's supported list; the usual workaround is to present it as gfx1030 with "
            "`HSA_OVERRIDE_GFX_VERSION=10.3.0`."),
    ("bash", "sudo usermod -aG render,video dara && HSA_OVERRIDE_GFX_VERSION=10.3.0 python -c 'import torch; "
             "print(torch.cuda.is_available())'", "False", False),
    ("say", "Still False: usermod changes the group database, but this shell's process keeps the groups it started "
            "with. `sg render -c` starts a command with the new group without logging out."),
    ("bash", "sg render -c \"HSA_OVERRIDE_GFX_VERSION=10.3.0 python -c 'import torch; "
             "print(torch.cuda.is_available(), torch.cuda.get_device_name(0))'\"",
     "True AMD Radeon RX 6700 XT", False),
    ("user", "run the qlora bench then"),
    ("bash", "sg render -c 'HSA_OVERRIDE_GFX_VERSION=10.3.0 python bench.py --steps 800'",
     "Exit code 134\nloading model... done (7.1 GB)\n" + _STEPS + "\nMemory access fault by GPU node-1 (Agent handle: "
     "0x55d0c8a3e2f0) on address 0x7f1c00000000. Reason: Page not present or supervisor privilege.\nAborted "
     "(core dumped)", True),
    ("say", "It ran 610 steps and then faulted. On RDNA2 with the gfx1030 override this is often the caching "
            "allocator fragmenting; let me try expandable segments."),
    ("bash", "sg render -c 'HSA_OVERRIDE_GFX_VERSION=10.3.0 PYTORCH_HIP_ALLOC_CONF=expandable_segments:True python "
             "bench.py --steps 800'",
     "Exit code 134\nloading model... done (7.1 GB)\n" + _STEPS + "\nMemory access fault by GPU node-1 (Agent handle: "
     "0x561f2b04c9a0) on address 0x7f3a80000000. Reason: Page not present or supervisor privilege.\nAborted "
     "(core dumped)", True),
    ("user", "same crash. leave it, I'll try the 6.3 kernel driver next week"),
]

TRT = [
    ("user", "turn yolov8s.onnx into a TensorRT fp16 engine. WSL2 Ubuntu 22.04, TensorRT 10.5 from the NVIDIA "
             "apt repo, project venv in .venv"),
    ("bash", "pip install --user tensorrt-cu12==10.5.0",
     "Collecting tensorrt-cu12==10.5.0\nSuccessfully installed tensorrt-cu12-10.5.0 tensorrt-cu12-bindings-10.5.0 "
     "tensorrt-cu12-libs-10.5.0", False),
    ("bash", "trtexec --onnx=yolov8s.onnx --saveEngine=yolov8s.engine --fp16",
     "Exit code 127\n/bin/bash: line 1: trtexec: command not found", True),
    ("bash", "dpkg -L libnvinfer-bin | grep bin/trtexec", "/usr/src/tensorrt/bin/trtexec", False),
    ("bash", "/usr/src/tensorrt/bin/trtexec --onnx=yolov8s.onnx --saveEngine=yolov8s.engine --fp16",
     "Exit code 1\n&&&& RUNNING TensorRT.trtexec [TensorRT v100500] # /usr/src/tensorrt/bin/trtexec "
     "--onnx=yolov8s.onnx --saveEngine=yolov8s.engine --fp16\n[03/12/2025-10:14:02] [I] Start parsing network "
     "model.\n[03/12/2025-10:14:03] [I] Finished parsing network model. Parse time: 0.412\n"
     "[03/12/2025-10:14:03] [E] Error[4]: IOptimizationProfile::setDimensions: Error Code 4: API Usage Error "
     "(images: dynamic input is missing dimensions in profile 0.)\n[03/12/2025-10:14:03] [E] Engine could not be "
     "created from network\n[03/12/2025-10:14:03] [E] Building engine failed\n[03/12/2025-10:14:03] [E] Failed to "
     "create engine from model or file.\n[03/12/2025-10:14:03] [E] Engine set up failed\n&&&& FAILED "
     "TensorRT.trtexec [TensorRT v100500]", True),
    ("say", "The ONNX was exported with a dynamic batch dimension, so trtexec needs an optimization profile."),
    ("bash", "/usr/src/tensorrt/bin/trtexec --onnx=yolov8s.onnx --saveEngine=yolov8s.engine --fp16 "
             "--minShapes=images:1x3x640x640 --optShapes=images:4x3x640x640 --maxShapes=images:8x3x640x640",
     "&&&& RUNNING TensorRT.trtexec [TensorRT v100500]\n[03/12/2025-10:16:40] [I] Engine built in 94.1773 sec.\n"
     "[03/12/2025-10:16:41] [I] Created engine with size: 24.6104 MiB\n[03/12/2025-10:16:44] [I] === Performance "
     "summary ===\n[03/12/2025-10:16:44] [I] Throughput: 612.4 qps\n[03/12/2025-10:16:44] [I] Latency: min = "
     "6.011 ms, max = 7.902 ms, mean = 6.474 ms, median = 6.441 ms\n&&&& PASSED TensorRT.trtexec "
     "[TensorRT v100500]", False),
    ("user", "good. now the python side: my loader script can't import tensorrt"),
    ("bash", "source .venv/bin/activate && python -c 'import tensorrt; print(tensorrt.__version__)'",
     "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
     "ModuleNotFoundError: No module named 'tensorrt'", True),
    ("say", "The `pip install --user tensorrt-cu12==10.5.0` at the start ran outside the venv, so it went to "
            "~/.local for /usr/bin/python3, not into .venv. It has to be installed with .venv's pip."),
    ("user", "ok I'll redo it in the venv later, stopping here"),
]

_BAR = E + "[35m" + "━" * 20 + E + "[0m"
LIGHT = [
    ("user", "Lightning training on my M2 Pro crashes at the first validation step"),
    ("bash", "python train.py trainer.accelerator=mps",
     "Exit code 1\n" + E + "[1mGPU available: True (mps), used: True" + E + "[0m\nTPU available: False, using: 0 TPU "
     "cores\n/Users/lea/proj/seg/.venv/lib/python3.12/site-packages/lightning/pytorch/trainer/connectors/"
     "data_connector.py:424: PossibleUserWarning: The 'train_dataloader' does not have many workers which may be a "
     "bottleneck. Consider increasing the value of the `num_workers` argument` to `num_workers=7` in the "
     "`DataLoader` to improve performance.\nEpoch 0:  41%|████      | 87/212 [00:44<01:03,  1.97it/s, v_num=2]\n"
     "Traceback (most recent call last):\n  File \"/Users/lea/proj/seg/model.py\", line 58, in validation_step\n"
     "    up = F.interpolate(logits, size=mask.shape[-2:], mode=\"bicubic\")\n" + E + "[31mNotImplementedError"
     + E + "[0m: The operator 'aten::upsample_bicubic2d.out' is not currently implemented for the MPS device. If you "
     "want this op to be added in priority during the prototype phase of this feature, please comment on "
     "https://github.com/pytorch/pytorch/issues/77764. As a temporary fix, you can set the environment variable "
     "`PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op. WARNING: this will be slower than "
     "running natively on MPS.", True),
    ("bash", "PYTORCH_ENABLE_MPS_FALLBACK=1 python train.py trainer.accelerator=mps trainer.max_epochs=1",
     E + "[1mGPU available: True (mps), used: True" + E + "[0m\nEpoch 0: 100%|" + _BAR + "| 212/212 [01:48<00:00,  "
     "1.95it/s, v_num=3, train_loss=0.412, val_loss=0.455]\n" + E + "[32m`Trainer.fit` stopped: `max_epochs=1` "
     "reached." + E + "[0m", False),
    ("user", "ok full run, 50 epochs"),
    ("bash", "PYTORCH_ENABLE_MPS_FALLBACK=1 python train.py trainer.accelerator=mps trainer.max_epochs=50",
     INTERRUPTED, True),
    ("user", "actually stop, that's the whole afternoon. first get rid of that num_workers warning"),
    ("edit", "/Users/lea/proj/seg/datamodule.py",
     "        return DataLoader(self.train_ds, batch_size=16, shuffle=True, num_workers=0)",
     "        return DataLoader(self.train_ds, batch_size=16, shuffle=True, num_workers=7,\n"
     "                          persistent_workers=True)"),
    ("bash", "PYTORCH_ENABLE_MPS_FALLBACK=1 python train.py trainer.accelerator=mps trainer.max_epochs=1 "
             "trainer.limit_train_batches=5 2>&1 | grep -c PossibleUserWarning", "Exit code 1\n0", True),
    ("say", "`grep -c` counted 0 matches (grep exits 1 when it finds nothing), so the warning is gone. "
            "`persistent_workers=True` keeps the 7 worker processes alive between epochs; on macOS they are "
            "spawned, not forked, so re-creating them every epoch is slow."),
    ("user", "perfect, warning's gone on my side too. why is there no val_loss curve in tensorboard though?"),
    ("say", "It is there under `val_loss`, but only one point per epoch: inside `validation_step`, `self.log` "
            "defaults to `on_step=False, on_epoch=True`, so Lightning averages over the epoch and logs once. With "
            "one epoch you get one dot, not a curve."),
]

SOURCES = {
    "luks-tpm2-ko": ("/home/seoyeon", "2025-03-14T00:41:00Z", "HEAD", LUKS),
    "systemd-boot-arch": ("/root", "2025-03-10T20:15:00Z", "HEAD", BOOT),
    "rocm-rdna2": ("/home/dara/llm", "2025-03-05T16:20:00Z", "main", ROCM),
    "trtexec-wsl": ("/home/arjun/det", "2025-03-12T10:09:00Z", "trt", TRT),
    "lightning-mps": ("/Users/lea/proj/seg", "2025-02-25T11:45:00Z", "mps", LIGHT),
}
