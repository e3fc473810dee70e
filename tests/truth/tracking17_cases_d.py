"""The seventeenth tracking corpus, part 4: kustomize's load restrictor (`--load-restrictor LoadRestrictionsNone`)
and nvcc refusing a too-new host gcc (`-ccbin g++-12`). The labelling rules are in tracking17_cases.py."""
from __future__ import annotations

from tests.truth.tracking17_cases import T

PC = "/home/dev/platform-config"


def outside(file: str, root: str, kind: str = "env source files") -> str:
    rel = "../../" + file.split("/platform-config/", 1)[1] if "/platform-config/" in file else file
    return (f"Error: loading KV pairs: {kind}: [{rel}]: security; file '{file}' is not in or below '{root}'")


def lesson_g() -> None:
    T.source(
        "s-kustomize-restrictor", PC, "2026-03-10T09:30:00Z", "feature/shared-env",
        ("user", "overlays/prod should take the shared app.env into its configmap. Render it and dry-run it against "
                 "the cluster."),
        ("edit", f"{PC}/overlays/prod/kustomization.yaml", "resources:\n  - ../../base\n",
         "resources:\n  - ../../base\nconfigMapGenerator:\n  - name: app-config\n    envs:\n"
         "      - ../../shared/app.env\n"),
        ("bash", "kustomize build overlays/prod | kubectl apply --dry-run=server -f -",
         "Exit code 1\n" + outside(f"{PC}/shared/app.env", f"{PC}/overlays/prod") + "\nerror: no objects passed to "
                                                                                    "apply", True),
        ("say", "kustomize refuses to read files outside the kustomization's own directory by default, and the "
                "shared file is two levels up. The path is right; the build needs the load restrictor turned off."),
        ("bash", "kustomize build --load-restrictor LoadRestrictionsNone overlays/prod | kubectl apply "
                 "--dry-run=server -f -",
         "configmap/app-config-7f2b9c8d4k created (server dry run)\ndeployment.apps/api configured (server dry "
         "run)\nservice/api unchanged (server dry run)", False),
    )
    T.lesson(
        "t17-kustomize-load-restrictor", "global", "en", "s-kustomize-restrictor", "tool_quirk",
        title="kustomize build refuses files outside the kustomization directory",
        symptom="`kustomize build overlays/prod` fails with `security; file '/home/dev/platform-config/shared/app.env' "
                "is not in or below '/home/dev/platform-config/overlays/prod'`.",
        trap="Fixing the relative path, which is correct.",
        cause="kustomize's default load restrictor (LoadRestrictionsRootOnly) forbids generators and resources from "
              "reading files above the kustomization root.",
        workaround="Build with `kustomize build --load-restrictor LoadRestrictionsNone <overlay>`.",
        evidence=["`Error: loading KV pairs: env source files: [../../shared/app.env]: security; file "
                  "'/home/dev/platform-config/shared/app.env' is not in or below "
                  "'/home/dev/platform-config/overlays/prod'`",
                  "`kustomize build --load-restrictor LoadRestrictionsNone overlays/prod` → `configmap/"
                  "app-config-7f2b9c8d4k created (server dry run)`"])


def later_g() -> None:
    L = "t17-kustomize-load-restrictor"
    T.later(
        "l-kus-kubectl", PC, "2026-04-09T11:00:00Z", "main",
        ("user", "Apply the staging overlay. It uses the shared app.env too; this box only has kubectl, no "
                 "standalone kustomize."),
        ("bash", "grep -n shared overlays/staging/kustomization.yaml", "9:      - ../../shared/app.env", False),
        ("bash", "kubectl kustomize --load-restrictor LoadRestrictionsNone overlays/staging | kubectl apply -f -",
         "configmap/app-config-5d9k2b7c8f created\ndeployment.apps/api configured\nservice/api unchanged", False),
    )
    T.pair(L, "l-kus-kubectl", "applied", "kubectl kustomize with --load-restrictor LoadRestrictionsNone on an overlay "
           "reading ../../shared; it renders and applies")
    T.later(
        "l-kus-v3", "/home/dev/legacy-manifests", "2026-04-13T16:10:00Z", "main",
        ("user", "The legacy repo is pinned to kustomize v3.8. Render overlays/qa; it pulls ../../common/db.env."),
        ("bash", "kustomize version --short && kustomize build --load_restrictor none overlays/qa | kubeconform "
                 "-summary -",
         "{kustomize/v3.8.10  2021-01-05T00:12:19Z  }\nSummary: 7 resources found parsing stdin - Valid: 7, Invalid: "
         "0, Errors: 0, Skipped: 0", False),
    )
    T.pair(L, "l-kus-v3", "applied", "the kustomize v3 spelling of the option (--load_restrictor none) on an overlay "
           "reading files above it; it renders")
    T.later(
        "l-kus-make", PC, "2026-04-16T10:25:00Z", "chore/render-target",
        ("user", "Add a make target that renders any overlay (they all use shared/) and validate prod with it."),
        ("edit", f"{PC}/Makefile", "validate:\n",
         "render:\n\t@kustomize build --load-restrictor=LoadRestrictionsNone overlays/$(ENV)\n\nvalidate:\n"),
        ("bash", "make render ENV=prod | kubeconform -strict -summary -",
         "Summary: 9 resources found parsing stdin - Valid: 9, Invalid: 0, Errors: 0, Skipped: 0", False),
    )
    T.pair(L, "l-kus-make", "applied", "a Makefile target holding --load-restrictor=LoadRestrictionsNone renders the "
           "prod overlay that reads shared/")
    T.later(
        "l-kus-euwest", PC, "2026-04-20T13:50:00Z", "feature/eu-west",
        ("user", "New overlay overlays/eu-west with the shared CA bundle in a secret. Render it."),
        ("edit", f"{PC}/overlays/eu-west/kustomization.yaml", "secretGenerator: []\n",
         "secretGenerator:\n  - name: ca-bundle\n    files:\n      - ../../shared/tls/ca.crt\n"),
        ("bash", "kustomize build overlays/eu-west > /tmp/eu-west.yaml",
         "Exit code 1\n" + outside(f"{PC}/shared/tls/ca.crt", f"{PC}/overlays/eu-west",
                                   kind="file sources"), True),
        ("bash", "kustomize build --load-restrictor LoadRestrictionsNone overlays/eu-west > /tmp/eu-west.yaml && grep "
                 "-c '^kind:' /tmp/eu-west.yaml", "6", False),
    )
    T.pair(L, "l-kus-euwest", "recurred", "the not in or below error comes back with another file and overlay "
           "(shared/tls/ca.crt, overlays/eu-west) before the flag is used")
    T.later(
        "l-kus-argocd", PC, "2026-04-24T09:35:00Z", "main",
        ("user", "Argo CD says:\n```\nComparisonError: Failed to load target state: failed to generate manifest for "
                 "source 1 of 1: rpc error: code = Unknown desc = `kustomize build "
                 "/tmp/_argocd-repo/7c1f9a2e/overlays/prod` failed exit status 1: Error: loading KV pairs: env "
                 "source files: [../../shared/app.env]: security; file '/tmp/_argocd-repo/7c1f9a2e/shared/app.env' "
                 "is not in or below '/tmp/_argocd-repo/7c1f9a2e/overlays/prod'\n```"),
        ("say", "Argo CD runs plain `kustomize build`. Build options for it go in argocd-cm."),
        ("edit", f"{PC}/argocd/argocd-cm.yaml", "data:\n",
         "data:\n  kustomize.buildOptions: --load-restrictor LoadRestrictionsNone\n"),
    )
    T.pair(L, "l-kus-argocd", "recurred", "the person pastes Argo CD's error: the same security not in or below "
           "failure under Argo CD's checkout path")
    T.later(
        "l-kus-applyk", PC, "2026-04-28T14:15:00Z", "main",
        ("user", "Just kubectl apply -k the prod overlay, quick."),
        ("bash", "kubectl apply -k overlays/prod",
         "Exit code 1\nerror: " + outside(f"{PC}/shared/app.env", f"{PC}/overlays/prod")[7:], True),
        ("say", "`kubectl apply -k` takes no load-restrictor option. I'll copy the env file into the overlay "
                "instead so it's inside the root."),
        ("bash", "cp shared/app.env overlays/prod/app.env && sed -i 's#../../shared/app.env#app.env#' "
                 "overlays/prod/kustomization.yaml && kubectl apply -k overlays/prod",
         "configmap/app-config-7f2b9c8d4k created\ndeployment.apps/api configured\nservice/api unchanged", False),
    )
    T.pair(L, "l-kus-applyk", "recurred", "kubectl apply -k hits the same not in or below error; worked around by "
           "copying the file")
    T.later(
        "l-kus-dev-prose", PC, "2026-05-02T10:45:00Z", "feature/dev-patch",
        ("user", "Patch the dev overlay to 1 replica and render it. (prod still needs LoadRestrictionsNone because "
                 "of shared/app.env, dev doesn't use shared/.)"),
        ("write", f"{PC}/overlays/dev/replicas.yaml",
         "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  replicas: 1\n"),
        ("bash", "kustomize build overlays/dev | grep -A1 'replicas'", "  replicas: 1\n  selector:", False),
    )
    T.pair(L, "l-kus-dev-prose", "neither", "a dev overlay that reads nothing outside its root; the option is only "
           "named in the prompt, the trap never arises")
    T.later(
        "l-kus-before", PC, "2026-03-01T15:00:00Z", "main",
        ("user", "render prod with the shared env"),
        ("bash", "kustomize build --load-restrictor LoadRestrictionsNone overlays/prod | head -3",
         "apiVersion: v1\ndata:\n  LOG_LEVEL: info", False),
    )
    T.pair(L, "l-kus-before", "neither", "uses the option, but the session is dated before the lesson's source session")


RM = "/home/dev/raymarch-cuda"
UNSUPPORTED = ("error: #error -- unsupported GNU version! gcc versions later than {v} are not supported! The nvcc flag "
               "'-allow-unsupported-compiler' can be used to override this version check; however, using an "
               "unsupported host compiler may cause compilation failure or incorrect run time execution. Use at "
               "your own risk.")


def gnu_error(cuda: str, v: int) -> str:
    inc = f"/usr/local/cuda-{cuda}/bin/../targets/x86_64-linux/include"
    return (f"In file included from {inc}/cuda_runtime.h:82,\n                 from <command-line>:\n"
            f"{inc}/crt/host_config.h:143:2: " + UNSUPPORTED.format(v=v) + "\n  143 | #error -- unsupported GNU "
            f"version! gcc versions later than {v} are not supported! ...\n      |  ^~~~~")


def lesson_h() -> None:
    T.source(
        "s-nvcc-gcc", RM, "2026-03-11T14:10:00Z", "main",
        ("user", "After upgrading to Ubuntu 24.04 the CUDA build broke. Can you fix it?"),
        ("bash", "nvcc -O3 -arch=sm_86 -o build/raymarch src/raymarch.cu", "Exit code 1\n" + gnu_error("12.2", 12),
         True),
        ("bash", "gcc --version | head -1; ls /usr/bin/g++-1*", "gcc (Ubuntu 13.2.0-23ubuntu4) 13.2.0\n"
                                                               "/usr/bin/g++-12\n/usr/bin/g++-13", False),
        ("say", "CUDA 12.2 supports host gcc up to 12 and the upgrade made gcc 13 the default. g++-12 is installed, "
                "so I'll point nvcc at it rather than overriding the check."),
        ("bash", "nvcc -ccbin g++-12 -O3 -arch=sm_86 -o build/raymarch src/raymarch.cu && ./build/raymarch --frames 1 "
                 "--out /tmp/frame.ppm", "rendered 1 frame (1920x1080) in 14.2 ms -> /tmp/frame.ppm", False),
    )
    T.lesson(
        "t17-nvcc-host-gcc", "global", "en", "s-nvcc-gcc", "env_setup",
        title="nvcc rejects a host gcc newer than the CUDA release supports",
        symptom="nvcc stops in host_config.h with `#error -- unsupported GNU version! gcc versions later than 12 "
                "are not supported!`.",
        trap="Passing -allow-unsupported-compiler, which builds but may miscompile.",
        cause="Each CUDA release supports host compilers up to a fixed gcc version (12 for CUDA 12.2); the distro "
              "upgrade made gcc 13 the default.",
        workaround="Install the supported g++ and point nvcc at it: `nvcc -ccbin g++-12 …`.",
        evidence=["`error: #error -- unsupported GNU version! gcc versions later than 12 are not supported!`",
                  "`nvcc -ccbin g++-12 -O3 -arch=sm_86 -o build/raymarch src/raymarch.cu` → `rendered 1 frame "
                  "(1920x1080) in 14.2 ms`"])


def later_h() -> None:
    L = "t17-nvcc-host-gcc"
    T.later(
        "l-nvcc-long", "/home/dev/denoise-cuda", "2026-04-08T15:20:00Z", "main",
        ("user", "Build the denoiser for the 4090 box (same Ubuntu 24.04 image, CUDA 12.2)."),
        ("bash", "gcc --version | head -1", "gcc (Ubuntu 13.2.0-23ubuntu4) 13.2.0", False),
        ("bash", "nvcc --compiler-bindir=/usr/bin/g++-12 -O3 -arch=sm_89 -o build/denoise src/denoise.cu && "
                 "./build/denoise --selftest", "selftest: 12/12 kernels ok", False),
    )
    T.pair(L, "l-nvcc-long", "applied", "gcc 13 is the default; nvcc gets --compiler-bindir=/usr/bin/g++-12 (the long "
           "spelling of -ccbin) and builds")
    T.later(
        "l-nvcc-env", RM, "2026-04-12T10:00:00Z", "feature/bvh",
        ("user", "Build with the Makefile this time, the BVH branch adds two .cu files. gcc 13 is still the system "
                 "default."),
        ("bash", "NVCC_CCBIN=g++-12 make -j8",
         "nvcc -O3 -arch=sm_86 -c src/bvh_build.cu -o build/bvh_build.o\nnvcc -O3 -arch=sm_86 -c src/raymarch.cu -o "
         "build/raymarch.o\nnvcc -O3 -arch=sm_86 -c src/bvh_traverse.cu -o build/bvh_traverse.o\nnvcc -o "
         "build/raymarch build/raymarch.o build/bvh_build.o build/bvh_traverse.o", False),
        ("bash", "./build/raymarch --frames 1 --scene scenes/bunny.obj",
         "rendered 1 frame (1920x1080) in 9.8 ms -> out.ppm", False),
    )
    T.pair(L, "l-nvcc-env", "applied", "the host compiler chosen through the NVCC_CCBIN env var instead of the flag; "
           "the build succeeds with gcc 13 as default")
    T.later(
        "l-nvcc-cmake", "/home/dev/fluid-sim", "2026-04-15T09:45:00Z", "main",
        ("user", "Configure and build fluid-sim with CMake on this machine (Ubuntu 24.04, gcc 13, CUDA 12.2)."),
        ("bash", "cmake -B build -DCMAKE_CUDA_HOST_COMPILER=g++-12 -DCMAKE_CUDA_ARCHITECTURES=86 && cmake --build "
                 "build -j8",
         "-- The CXX compiler identification is GNU 13.2.0\n-- The CUDA compiler identification is NVIDIA 12.2.140\n"
         "-- Configuring done (3.1s)\n-- Generating done (0.0s)\n[ 50%] Building CUDA object "
         "CMakeFiles/fluid.dir/src/advect.cu.o\n[100%] Linking CUDA executable fluid\n[100%] Built target fluid",
         False),
    )
    T.pair(L, "l-nvcc-cmake", "applied", "CMAKE_CUDA_HOST_COMPILER=g++-12 (the CMake spelling of -ccbin) on a gcc 13 "
           "machine; the CUDA build succeeds")
    T.later(
        "l-nvcc-cuda118", "/home/dev/legacy-tracer", "2026-04-19T14:30:00Z", "main",
        ("user", "legacy-tracer is pinned to CUDA 11.8. Build it on the Debian 12 box."),
        ("bash", "/usr/local/cuda-11.8/bin/nvcc -O2 -arch=sm_75 -o tracer src/tracer.cu",
         "Exit code 1\n" + gnu_error("11.8", 11), True),
        ("bash", "/usr/local/cuda-11.8/bin/nvcc -ccbin g++-11 -O2 -arch=sm_75 -o tracer src/tracer.cu && ./tracer "
                 "--version", "tracer 0.9.4 (CUDA 11.8)", False),
    )
    T.pair(L, "l-nvcc-cuda118", "recurred", "the unsupported GNU version error with other versions (CUDA 11.8, gcc "
           "later than 11) before -ccbin g++-11 is used")
    T.later(
        "l-nvcc-ci", RM, "2026-04-23T08:50:00Z", "main",
        ("user", "self-hosted runner gpu-02 got the Ubuntu upgrade overnight, CI is red:\n```\n" +
         gnu_error("12.2", 12) + "\nmake: *** [Makefile:14: build/raymarch.o] Error 1\n```"),
        ("say", "The runner's default gcc is now 13. I'll set the host compiler in the workflow."),
        ("edit", f"{RM}/.github/workflows/build.yml", "      - run: make -j8",
         "      - run: make -j8\n        env:\n          NVCC_CCBIN: g++-12"),
    )
    T.pair(L, "l-nvcc-ci", "recurred", "the unsupported GNU version error is in the CI log the person pastes")
    T.later(
        "l-nvcc-trap", "/home/dev/particles", "2026-04-27T16:00:00Z", "main",
        ("user", "Quick build of particles, I just need the binary for a demo."),
        ("bash", "nvcc -O3 -arch=sm_86 -o particles src/particles.cu", "Exit code 1\n" + gnu_error("12.2", 12), True),
        ("bash", "nvcc -allow-unsupported-compiler -O3 -arch=sm_86 -o particles src/particles.cu && ./particles -n "
                 "1000 --steps 10", "10 steps, 1000 particles, 0.8 ms/step", False),
    )
    T.pair(L, "l-nvcc-trap", "recurred", "the unsupported GNU version error appears and the trap "
           "(-allow-unsupported-compiler) is run instead of -ccbin")
    T.later(
        "l-nvcc-apt", RM, "2026-05-01T12:15:00Z", "main",
        ("user", "The new laptop has only gcc 13. Install what the CUDA builds will need; I'll build tomorrow."),
        ("bash", "sudo apt-get install -y g++-12", "Reading package lists...\nSetting up g++-12 "
                                                  "(12.3.0-17ubuntu1) ...", False),
        ("say", "g++-12 is installed; build with `nvcc -ccbin g++-12` tomorrow."),
    )
    T.pair(L, "l-nvcc-apt", "neither", "installs g++-12 only and names the flag in prose; nothing is compiled: a "
           "preparatory half, no failure")
    T.later(
        "l-nvcc-profile-prose", RM, "2026-05-05T13:40:00Z", "perf/occupancy",
        ("user", "Profile the march kernel's occupancy with the binary we already have (it was built with -ccbin "
                 "g++-12 last week)."),
        ("bash", "ncu --section Occupancy -k march_kernel ./build/raymarch --frames 1 | grep -E 'Achieved "
                 "Occupancy|Theoretical Occupancy'",
         "    Theoretical Occupancy                     %        50\n    Achieved Occupancy                        %"
         "     46.21", False),
        ("say", "Occupancy is register-limited at 50%; a launch bound of 256 threads would allow 75%."),
    )
    T.pair(L, "l-nvcc-profile-prose", "neither", "profiles an existing binary; -ccbin only named in the prompt, "
           "nothing compiled, no failure")
