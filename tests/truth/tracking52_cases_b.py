"""Cases of the fifty-second tracking corpus (tables in tracking52_cases.py, whose docstring holds the labelling
rules): openai 1.x removing the module-level openai.ChatCompletion API (a Korean lesson), kubectl against GKE
without the gke-gcloud-auth-plugin binary, and EKS kubeconfigs with the removed client.authentication.k8s.io/v1alpha1
exec plugin (a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking52_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- openai 1.x and the 0.x module API (project: review-bot, Korean) ----------------------------------------------

BOT = "/home/jiwoo/review-bot"
BSP = "/home/jiwoo/review-bot/.venv/lib/python3.11/site-packages"


def _removed(symbol: str, head: str, sp: str) -> str:
    return head + f"""
  File "{sp}/openai/lib/_old_api.py", line 39, in __call__
    raise APIRemovedInV1(symbol=self._symbol)
openai.lib._old_api.APIRemovedInV1:

You tried to access openai.{symbol}, but this is no longer supported in openai>=1.0.0 - see the README at \
https://github.com/openai/openai-python for the API.

You can run `openai migrate` to automatically upgrade your codebase to use the 1.0.0 interface.

Alternatively, you can pin your installation to the old version, e.g. `pip install openai==0.28`

A detailed migration guide is available here: https://github.com/openai/openai-python/discussions/742
"""


def _summarize_head(root: str) -> str:
    return f"""Traceback (most recent call last):
  File "{root}/summarize.py", line 58, in <module>
    main()
  File "{root}/summarize.py", line 49, in main
    summary = summarize(diff)
              ^^^^^^^^^^^^^^^
  File "{root}/summarize.py", line 31, in summarize
    resp = openai.ChatCompletion.create(
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"""


SUMMARY_412 = ("[dry-run] PR #412 요약:\n- 결제 재시도 로직을 RetryPolicy로 분리\n- 타임아웃 기본값 30s → 10s\n"
               "- 테스트 3개 추가\n(댓글은 게시하지 않음)")


def _openai() -> None:
    T.source(
        "s-openai-v1-removed", BOT, "2025-03-25T02:10:00Z", "main",
        user("PR 요약 스크립트가 갑자기 안 돌아가요. 어제 venv를 새로 만들고 requirements를 다시 설치했어요. "
             "`python summarize.py --pr 412 --dry-run` 해보면 바로 보일 거예요."),
        err("python summarize.py --pr 412 --dry-run", _removed("ChatCompletion", _summarize_head(BOT), BSP)),
        ok("pip show openai | sed -n 2p && grep -n -i openai requirements.txt", "Version: 1.14.2\n3:openai"),
        say("requirements.txt에 openai 버전이 고정되어 있지 않아서 새 venv에 1.14.2가 설치됐습니다. 이 코드는 0.x의 "
            "`openai.ChatCompletion.create`를 쓰는데, 이 API는 openai 1.0.0에서 제거됐습니다. 우선 0.28.1로 "
            "고정하겠습니다."),
        edit(f"{BOT}/requirements.txt", "openai\n", "openai==0.28.1\n"),
        ok("pip install -q -r requirements.txt && python summarize.py --pr 412 --dry-run", SUMMARY_412),
    )
    T.lesson(
        "t52-openai-v1-removed", "project", "ko", "s-openai-v1-removed", "api_quirk",
        "openai 1.x에서 openai.ChatCompletion 호출이 APIRemovedInV1로 실패",
        "python summarize.py 실행 시 openai.lib._old_api.APIRemovedInV1과 함께 \"You tried to access "
        "openai.ChatCompletion, but this is no longer supported in openai>=1.0.0\" 오류가 난다.",
        "코드는 그대로인데 requirements.txt의 openai가 버전 고정 없이 적혀 있어서 venv를 새로 만들면 1.x가 설치되고, "
        "그래서 갑자기 깨진 것처럼 보인다.",
        "review-bot 코드는 0.x의 모듈 수준 API(openai.ChatCompletion.create, openai.Embedding.create 등)를 쓰는데 "
        "openai 1.0.0부터 이 API가 제거되었다.",
        "requirements 파일에 openai==0.28.1처럼 0.x 버전을 고정하고 다시 설치한다(pip install openai==0.28도 같다). "
        "1.x를 쓰려면 openai migrate를 돌리거나 OpenAI() 클라이언트의 client.chat.completions.create 형태로 코드를 "
        "옮긴다.",
        ["\"openai.lib._old_api.APIRemovedInV1\": \"You tried to access openai.ChatCompletion, but this is no longer "
         "supported in openai>=1.0.0\"",
         "설치된 버전은 \"Version: 1.14.2\", requirements.txt에는 \"3:openai\"",
         "\"openai==0.28.1\"로 고정한 뒤 \"pip install -q -r requirements.txt && python summarize.py --pr 412 "
         "--dry-run\"이 요약을 출력했다"],
    )

    T.later(
        "l-reviewbot-dry-run-flag", BOT, "2025-03-12T05:00:00Z", "feat/dry-run",
        user("summarize.py에 --dry-run 옵션 추가해줘. 요약만 출력하고 PR 댓글은 달지 않게."),
        edit(f"{BOT}/summarize.py", "    parser.add_argument(\"--pr\", type=int, required=True)\n",
             "    parser.add_argument(\"--pr\", type=int, required=True)\n"
             "    parser.add_argument(\"--dry-run\", action=\"store_true\")\n"),
        edit(f"{BOT}/summarize.py", "    post_comment(args.pr, summary)\n",
             "    if args.dry_run:\n        print(f\"[dry-run] PR #{args.pr} 요약:\\n{summary}\\n(댓글은 게시하지 않음)\")\n"
             "        return\n    post_comment(args.pr, summary)\n"),
        ok("pip show openai | sed -n 2p && python summarize.py --pr 398 --dry-run",
           "Version: 0.28.0\n[dry-run] PR #398 요약:\n- README 설치 절차 갱신\n(댓글은 게시하지 않음)"),
    )
    T.pair("t52-openai-v1-removed", "l-reviewbot-dry-run-flag", "neither",
           "dated before the lesson's source session (openai 0.28.0 was still installed and it worked)")

    isp = "/usr/local/lib/python3.11/site-packages"
    T.later(
        "l-reviewbot-ci-image", BOT, "2025-04-08T01:30:00Z", "ci/image",
        user("CI용 이미지 Dockerfile.ci 만들어서 컨테이너에서 PR 요약 한 번 돌려봐. 베이스는 python:3.11-slim."),
        write(f"{BOT}/Dockerfile.ci", "FROM python:3.11-slim\nWORKDIR /app\n"
              "RUN pip install --no-cache-dir openai tiktoken PyGithub\nCOPY . .\n"),
        ok("docker build -q -f Dockerfile.ci -t review-bot:ci .", "sha256:4be1c09e7d21f3a8b6e0c5d2a9f17e44b3c8d6a1"),
        err("docker run --rm -e OPENAI_API_KEY -e GITHUB_TOKEN review-bot:ci python summarize.py --pr 430 --dry-run",
            _removed("ChatCompletion", _summarize_head("/app"), isp)),
        say("Dockerfile.ci에서 openai를 버전 없이 설치해서 이미지에 1.x가 들어갔습니다. requirements.txt의 "
            "고정 버전을 그대로 쓰도록 바꾸겠습니다."),
        edit(f"{BOT}/Dockerfile.ci", "RUN pip install --no-cache-dir openai tiktoken PyGithub\n",
             "COPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n"),
        ok("docker build -q -f Dockerfile.ci -t review-bot:ci . && docker run --rm -e OPENAI_API_KEY -e GITHUB_TOKEN "
           "review-bot:ci python summarize.py --pr 430 --dry-run",
           "sha256:91c3e07a5f2d48b1e6a0c7d9f3b2e8a41d6c5f07\n[dry-run] PR #430 요약:\n- 알림 큐 재시도 횟수 설정 추가\n"
           "(댓글은 게시하지 않음)"),
    )
    T.pair("t52-openai-v1-removed", "l-reviewbot-ci-image", "recurred",
           "the CI image installed unpinned openai and summarize.py hit the same APIRemovedInV1 for ChatCompletion")

    T.later(
        "l-reviewbot-embed-docs", BOT, "2025-04-16T06:20:00Z", "feat/embeddings",
        user("문서 임베딩 스크립트 embed_docs.py 처음 돌려봐. langchain 써보려고 어제 패키지 몇 개 설치했어."),
        err("python embed_docs.py docs/", _removed("Embedding", f"""Traceback (most recent call last):
  File "{BOT}/embed_docs.py", line 44, in <module>
    main(sys.argv[1])
  File "{BOT}/embed_docs.py", line 36, in main
    vectors = embed(chunks)
              ^^^^^^^^^^^^^
  File "{BOT}/embed_docs.py", line 21, in embed
    resp = openai.Embedding.create(model="text-embedding-3-small", input=batch)
           ^^^^^^^^^^^^^^^^^^^^^^^""", BSP)),
        ok("pip show openai langchain-openai | grep -E '^(Name|Version)'",
           "Name: openai\nVersion: 1.17.0\nName: langchain-openai\nVersion: 0.1.3"),
        say("langchain-openai를 설치하면서 openai가 1.17.0으로 올라갔고, embed_docs.py도 0.x API를 쓰고 있어 같은 "
            "오류가 납니다. 우선 requirements.txt의 0.28.1로 되돌리겠습니다. langchain-openai는 1.x가 필요하니 나중에 "
            "코드를 옮겨야 합니다."),
        ok("pip install -q -r requirements.txt && python embed_docs.py docs/",
           "ERROR: pip's dependency resolver does not currently take into account all the packages that are "
           "installed. This behaviour is the source of the following dependency conflicts.\n"
           "langchain-openai 0.1.3 requires openai<2.0.0,>=1.10.0, but you have openai 0.28.1 which is "
           "incompatible.\nembedded 212 chunks from 31 files -> data/embeddings.parquet"),
    )
    T.pair("t52-openai-v1-removed", "l-reviewbot-embed-docs", "recurred",
           "embed_docs.py failed with APIRemovedInV1 for openai.Embedding after openai was upgraded to 1.17.0")

    T.later(
        "l-reviewbot-label-issues", BOT, "2025-04-22T04:00:00Z", "main",
        user("tools/label_issues.py 돌려서 열린 이슈 5개에 라벨 제안 좀 뽑아줘. tools 쪽은 requirements-tools.txt를 "
             "따로 써."),
        read(f"{BOT}/requirements-tools.txt", "openai\nPyGithub==2.2.0\n"),
        ok("grep -n 'openai\\.' tools/label_issues.py",
           "27:    resp = openai.ChatCompletion.create(\n33:    return resp[\"choices\"][0][\"message\"][\"content\"]"),
        say("label_issues.py도 0.x의 openai.ChatCompletion을 쓰는데 requirements-tools.txt는 openai를 고정하지 "
            "않아서, 설치하면 1.x가 들어옵니다. 0.28.1로 고정하고 설치하겠습니다."),
        edit(f"{BOT}/requirements-tools.txt", "openai\n", "openai==0.28.1\n"),
        ok("pip install -q -r requirements-tools.txt && python tools/label_issues.py --limit 5",
           "#512 결제 웹훅 중복 수신 -> bug, payments\n#509 README 오타 -> docs\n#507 재시도 간격 설정 -> enhancement\n"
           "#503 CI 캐시 미스 -> ci\n#498 다크모드 대비 -> ui"),
    )
    T.pair("t52-openai-v1-removed", "l-reviewbot-label-issues", "applied",
           "openai was pinned to 0.28.1 in requirements-tools.txt before label_issues.py ran; no APIRemovedInV1")

    T.later(
        "l-reviewbot-quota", BOT, "2025-04-28T07:10:00Z", "main",
        user("요약이 또 실패해. 이번엔 뭐야?"),
        err("python summarize.py --pr 455 --dry-run", _summarize_head(BOT) + f"""
  File "{BSP}/openai/api_resources/chat_completion.py", line 25, in create
    return super().create(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{BSP}/openai/api_resources/abstract/engine_api_resource.py", line 155, in create
    response, _, api_key = requestor.request(
                           ^^^^^^^^^^^^^^^^^^
  File "{BSP}/openai/api_requestor.py", line 299, in request
    resp, got_stream = self._interpret_response(result, stream)
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{BSP}/openai/api_requestor.py", line 710, in _interpret_response
    self._interpret_response_line(
  File "{BSP}/openai/api_requestor.py", line 775, in _interpret_response_line
    raise self.handle_error_response(
openai.error.RateLimitError: You exceeded your current quota, please check your plan and billing details. For more \
information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors."""),
        ok("pip show openai | sed -n 2p", "Version: 0.28.1"),
        say("버전 문제는 아닙니다(0.28.1 그대로). API 키의 결제 한도를 넘어서 RateLimitError가 났습니다. "
            "결제 설정에서 한도를 올리거나 다른 키를 써야 합니다."),
    )
    T.pair("t52-openai-v1-removed", "l-reviewbot-quota", "neither",
           "a different openai error (RateLimitError, quota) with 0.28.1 still installed")

    T.later(
        "l-reviewbot-migrate-v1", BOT, "2025-05-01T02:30:00Z", "chore/openai-v1",
        user("이제 openai 1.x로 옮기자. langchain-openai도 써야 하니까. 테스트까지 확인해줘."),
        ok("grep -rn 'openai\\.\\(ChatCompletion\\|Embedding\\)' --include=*.py .",
           "./summarize.py:31:    resp = openai.ChatCompletion.create(\n"
           "./embed_docs.py:21:    resp = openai.Embedding.create(model=\"text-embedding-3-small\", input=batch)\n"
           "./tools/label_issues.py:27:    resp = openai.ChatCompletion.create("),
        edit(f"{BOT}/summarize.py", "import openai\n", "from openai import OpenAI\n\nclient = OpenAI()\n"),
        edit(f"{BOT}/summarize.py", "    resp = openai.ChatCompletion.create(",
             "    resp = client.chat.completions.create("),
        edit(f"{BOT}/summarize.py", "    return resp[\"choices\"][0][\"message\"][\"content\"]",
             "    return resp.choices[0].message.content"),
        edit(f"{BOT}/embed_docs.py",
             "    resp = openai.Embedding.create(model=\"text-embedding-3-small\", input=batch)\n"
             "    return [d[\"embedding\"] for d in resp[\"data\"]]",
             "    resp = client.embeddings.create(model=\"text-embedding-3-small\", input=batch)\n"
             "    return [d.embedding for d in resp.data]"),
        edit(f"{BOT}/embed_docs.py", "import openai\n", "from openai import OpenAI\n\nclient = OpenAI()\n"),
        edit(f"{BOT}/tools/label_issues.py", "import openai\n", "from openai import OpenAI\n\nclient = OpenAI()\n"),
        edit(f"{BOT}/tools/label_issues.py", "    resp = openai.ChatCompletion.create(",
             "    resp = client.chat.completions.create("),
        edit(f"{BOT}/tools/label_issues.py", "    return resp[\"choices\"][0][\"message\"][\"content\"]",
             "    return resp.choices[0].message.content"),
        edit(f"{BOT}/requirements.txt", "openai==0.28.1\n", "openai==1.25.1\n"),
        edit(f"{BOT}/requirements-tools.txt", "openai==0.28.1\n", "openai==1.25.1\n"),
        ok("pip install -q -r requirements.txt -r requirements-tools.txt && python -m pytest -q && "
           "python summarize.py --pr 455 --dry-run",
           "......                                                                   [100%]\n6 passed in 0.88s\n"
           "[dry-run] PR #455 요약:\n- 세션 만료 처리 수정\n(댓글은 게시하지 않음)"),
    )
    T.pair("t52-openai-v1-removed", "l-reviewbot-migrate-v1", "applied",
           "the code was moved to OpenAI() / client.chat.completions.create with openai 1.25.1, before any failure")

    T.later(
        "l-reviewbot-httpx-proxies", BOT, "2025-05-12T03:00:00Z", "main",
        user("CI 요약 단계가 TypeError로 죽었대. 로컬에서 CI 이미지로 재현해봐."),
        ok("docker build -q -f Dockerfile.ci -t review-bot:ci .", "sha256:0d7e2b94c1a36f58e9b4d2c7a1f08e35b6c9d4e2"),
        err("docker run --rm -e OPENAI_API_KEY -e GITHUB_TOKEN review-bot:ci python summarize.py --pr 470 --dry-run",
            f"""Traceback (most recent call last):
  File "/app/summarize.py", line 5, in <module>
    client = OpenAI()
             ^^^^^^^^
  File "{isp}/openai/_client.py", line 123, in __init__
    super().__init__(
  File "{isp}/openai/_base_client.py", line 843, in __init__
    self._client = http_client or SyncHttpxClientWrapper(
                                  ^^^^^^^^^^^^^^^^^^^^^^^
  File "{isp}/openai/_base_client.py", line 741, in __init__
    super().__init__(**kwargs)
TypeError: Client.__init__() got an unexpected keyword argument 'proxies'"""),
        ok("docker run --rm review-bot:ci pip show httpx | sed -n 2p", "Version: 0.28.1"),
        say("httpx 0.28 removed the `proxies` argument that openai 1.25 still passes. openai 1.55.3 and later "
            "handle it, so I'll bump openai rather than pin httpx."),
        edit(f"{BOT}/requirements.txt", "openai==1.25.1\n", "openai==1.58.1\n"),
        ok("docker build -q -f Dockerfile.ci -t review-bot:ci . && docker run --rm -e OPENAI_API_KEY -e GITHUB_TOKEN "
           "review-bot:ci python summarize.py --pr 470 --dry-run",
           "sha256:c4a19e5d70b2f83e6d1a9c0b7e24f5d8a3b6c1e9\n[dry-run] PR #470 요약:\n- 로그 레벨 환경변수화\n"
           "(댓글은 게시하지 않음)"),
    )
    T.pair("t52-openai-v1-removed", "l-reviewbot-httpx-proxies", "neither",
           "a different openai error (httpx 0.28's removed proxies argument) after the move to 1.x")


# --- kubectl and GKE without gke-gcloud-auth-plugin (global) -----------------------------------------------------

GKE_IP = "34.76.201.18"
PLUGIN_HELP = """
It looks like you are trying to use a client-go credential plugin that is not installed.

To learn more about this feature, consult the documentation available at:
      https://kubernetes.io/docs/reference/access-authn-authz/authentication/#client-go-credential-plugins

Install gke-gcloud-auth-plugin for use with kubectl by following \
https://cloud.google.com/kubernetes-engine/docs/how-to/cluster-access-for-kubectl#install_plugin"""
GET_CREDS_WARN = """Fetching cluster endpoint and auth data.
CRITICAL: ACTION REQUIRED: gke-gcloud-auth-plugin, which is needed for continued use of kubectl, was not found or \
is not executable. Install gke-gcloud-auth-plugin for use with kubectl by following \
https://cloud.google.com/kubernetes-engine/docs/how-to/cluster-access-for-kubectl#install_plugin"""


def _plugin_missing(stamp: str, pid: int) -> str:
    line = (f"E{stamp} {pid:>7} memcache.go:265] couldn't get current server API group list: Get "
            f"\"https://{GKE_IP}/api?timeout=32s\": getting credentials: exec: executable gke-gcloud-auth-plugin "
            "not found\n")
    return (line + PLUGIN_HELP + "\n" + line + PLUGIN_HELP + "\n"
            + "Unable to connect to the server: getting credentials: exec: executable gke-gcloud-auth-plugin not "
            "found\n" + PLUGIN_HELP)


COMPONENT_INSTALL = """Your current Google Cloud CLI version is: 468.0.0
Installing components from version: 468.0.0

+------------------------------------------------------+
|         These components will be installed.          |
+------------------------+------------+----------------+
|          Name          |  Version   |      Size      |
+------------------------+------------+----------------+
| gke-gcloud-auth-plugin |      0.5.8 |        7.8 MiB |
+------------------------+------------+----------------+

Performing in place update...

Performing post processing steps...done.

Update done!
"""


def _gke() -> None:
    T.source(
        "s-gke-auth-plugin", "/home/marco/platform-infra", "2025-04-01T09:05:00Z", "main",
        user("Get me the pods in the payments namespace on the staging GKE cluster (staging-eu, project "
             "acme-staging, europe-west1)."),
        ok("gcloud container clusters get-credentials staging-eu --region europe-west1 --project acme-staging",
           GET_CREDS_WARN + "\nkubeconfig entry generated for staging-eu."),
        err("kubectl get pods -n payments", _plugin_missing("0401 09:05:48.112409", 48211)),
        ok("which gcloud && gcloud info --format='value(installation.sdk_root)'",
           "/home/marco/google-cloud-sdk/bin/gcloud\n/home/marco/google-cloud-sdk"),
        say("kubectl authenticates to GKE through the separate gke-gcloud-auth-plugin binary, which this gcloud "
            "install doesn't have (get-credentials warned about it but still wrote the kubeconfig). This SDK was "
            "installed from the tarball, so the component manager can add it."),
        ok("gcloud components install gke-gcloud-auth-plugin --quiet && kubectl get pods -n payments",
           COMPONENT_INSTALL + "NAME                               READY   STATUS    RESTARTS     AGE\n"
           "payments-api-7d9c6b8f5d-4xk2p      1/1     Running   0            3d2h\n"
           "payments-api-7d9c6b8f5d-q8m7n      1/1     Running   0            3d2h\n"
           "payments-worker-5b6f8c9d7-zt6wl    1/1     Running   1 (2d ago)   3d2h"),
    )
    T.lesson(
        "t52-gke-auth-plugin", "global", "en", "s-gke-auth-plugin", "env_setup",
        "kubectl can't reach GKE without the gke-gcloud-auth-plugin binary",
        "kubectl against a GKE cluster fails with getting credentials: exec: executable gke-gcloud-auth-plugin not "
        "found; get-credentials printed CRITICAL: ACTION REQUIRED: gke-gcloud-auth-plugin ... was not found.",
        "gcloud container clusters get-credentials still exits 0 and writes the kubeconfig, so the cluster or IAM "
        "looks to blame.",
        "Since kubectl 1.26, GKE authentication goes through the separate gke-gcloud-auth-plugin credential "
        "plugin, which a gcloud install doesn't include by default.",
        "Install the plugin: gcloud components install gke-gcloud-auth-plugin for a tarball or installer SDK, or "
        "the google-cloud-cli-gke-gcloud-auth-plugin package (apt/dnf) when gcloud came from a package manager; "
        "then rerun kubectl.",
        ["get-credentials warned \"CRITICAL: ACTION REQUIRED: gke-gcloud-auth-plugin, which is needed for continued "
         "use of kubectl, was not found or is not executable\"",
         "kubectl get pods failed: \"getting credentials: exec: executable gke-gcloud-auth-plugin not found\"",
         "\"gcloud components install gke-gcloud-auth-plugin --quiet && kubectl get pods -n payments\" listed the "
         "pods"],
    )

    T.later(
        "l-gke-cloudshell-instead", "/home/marco/platform-infra", "2025-03-20T14:00:00Z", "main",
        user("How many replicas does payments-api have on staging-eu right now?"),
        err("kubectl -n payments get deploy payments-api", _plugin_missing("0320 14:00:31.884120", 39102)),
        say("kubectl can't get credentials for the cluster: the gke-gcloud-auth-plugin binary isn't installed here."),
        user("Never mind, I'll check from Cloud Shell."),
    )
    T.pair("t52-gke-auth-plugin", "l-gke-cloudshell-instead", "neither",
           "dated before the lesson's source session (the same error, left unfixed)")

    T.later(
        "l-gke-new-mac", "/Users/marco/platform-infra", "2025-04-19T08:00:00Z", "main",
        user("First day on the new MacBook. Watch the ledger rollout in payments on staging-eu."),
        ok("gcloud container clusters get-credentials staging-eu --region europe-west1 --project acme-staging",
           GET_CREDS_WARN + "\nkubeconfig entry generated for staging-eu."),
        err("kubectl -n payments rollout status deploy/ledger", _plugin_missing("0419 10:00:22.310557", 8812)),
        say("The new machine's gcloud has no gke-gcloud-auth-plugin either. Installing the component."),
        ok("gcloud components install gke-gcloud-auth-plugin --quiet && kubectl -n payments rollout status "
           "deploy/ledger", COMPONENT_INSTALL + "Waiting for deployment \"ledger\" rollout to finish: 1 of 3 updated "
           "replicas are available...\ndeployment \"ledger\" successfully rolled out"),
    )
    T.pair("t52-gke-auth-plugin", "l-gke-new-mac", "recurred",
           "on the new Mac kubectl failed again with executable gke-gcloud-auth-plugin not found")

    dsp = "/w/deploy.sh"
    T.later(
        "l-gke-deploy-script", "/home/marco/deploy-scripts", "2025-05-03T10:30:00Z", "main",
        user("The staging deploy job fails. Run ./deploy.sh staging inside the CI image (ci-runner:latest) locally "
             "and find out why."),
        err("docker run --rm -v \"$PWD\":/w -w /w -v ~/.config/gcloud:/root/.config/gcloud ci-runner:latest "
            "./deploy.sh staging",
            "+ gcloud container clusters get-credentials staging-eu --region europe-west1 --project acme-staging\n"
            + GET_CREDS_WARN + "\nkubeconfig entry generated for staging-eu.\n+ kubectl apply -k overlays/staging\n"
            + _plugin_missing("0503 10:31:12.552190", 27)),
        ok("docker run --rm --entrypoint sh ci-runner:latest -c "
           "'gcloud components list --filter=id:gke-gcloud-auth-plugin --format=\"value(state.name)\"'",
           "Not Installed"),
        say(f"The CI image has gcloud and kubectl but not gke-gcloud-auth-plugin, so {dsp}'s kubectl apply can't "
            "authenticate. Installing it in the container to confirm."),
        ok("docker run --rm -v \"$PWD\":/w -w /w -v ~/.config/gcloud:/root/.config/gcloud ci-runner:latest sh -c "
           "'gcloud components install gke-gcloud-auth-plugin --quiet >/dev/null 2>&1 && ./deploy.sh staging'",
           "+ gcloud container clusters get-credentials staging-eu --region europe-west1 --project acme-staging\n"
           "Fetching cluster endpoint and auth data.\nkubeconfig entry generated for staging-eu.\n"
           "+ kubectl apply -k overlays/staging\nconfigmap/ledger-config-7fk2h9c4bm created\n"
           "deployment.apps/ledger configured\nservice/ledger unchanged"),
    )
    T.pair("t52-gke-auth-plugin", "l-gke-deploy-script", "recurred",
           "deploy.sh's kubectl apply in the CI image failed with executable gke-gcloud-auth-plugin not found")

    T.later(
        "l-gke-bastion-apt", "/home/ana/ops", "2025-04-24T12:00:00Z", "main",
        user("Set up the new bastion (bastion-2, Debian 12, gcloud from Google's apt repo) so I can kubectl into "
             "prod-us. My gcloud login there is done."),
        ok("ssh bastion-2 'sudo apt-get install -y kubectl google-cloud-cli-gke-gcloud-auth-plugin'",
           "Reading package lists...\nBuilding dependency tree...\nReading state information...\n"
           "The following NEW packages will be installed:\n  google-cloud-cli-gke-gcloud-auth-plugin kubectl\n"
           "0 upgraded, 2 newly installed, 0 to remove and 0 not upgraded.\n"
           "Setting up kubectl (1.29.3-00) ...\nSetting up google-cloud-cli-gke-gcloud-auth-plugin (468.0.0-0) ..."),
        ok("ssh bastion-2 'gcloud container clusters get-credentials prod-us --region us-central1 --project "
           "acme-prod && kubectl get nodes'",
           "Fetching cluster endpoint and auth data.\nkubeconfig entry generated for prod-us.\n"
           "NAME                                      STATUS   ROLES    AGE   VERSION\n"
           "gke-prod-us-default-pool-3f1c2a7e-2kdm    Ready    <none>   12d   v1.29.4-gke.1043002\n"
           "gke-prod-us-default-pool-3f1c2a7e-9qzx    Ready    <none>   12d   v1.29.4-gke.1043002"),
        say("bastion-2 has kubectl and the GKE auth plugin from apt, and a kubeconfig entry for prod-us."),
    )
    T.pair("t52-gke-auth-plugin", "l-gke-bastion-apt", "applied",
           "google-cloud-cli-gke-gcloud-auth-plugin was installed over ssh before kubectl was used; no failure")

    T.later(
        "l-gke-bake-ci-image", "/home/marco/deploy-scripts", "2025-05-08T09:00:00Z", "ci/plugin",
        user("Bake the auth plugin into ci-runner so the pipeline stops needing the install at runtime."),
        read("/home/marco/deploy-scripts/Dockerfile.ci", "FROM google/cloud-sdk:468.0.0-alpine\n"
             "RUN gcloud components install kubectl kustomize --quiet\nCOPY deploy.sh /usr/local/bin/deploy.sh\n"),
        edit("/home/marco/deploy-scripts/Dockerfile.ci", "RUN gcloud components install kubectl kustomize --quiet\n",
             "RUN gcloud components install kubectl kustomize gke-gcloud-auth-plugin --quiet\n"),
        ok("docker build -q -f Dockerfile.ci -t ci-runner:latest . && docker run --rm ci-runner:latest "
           "gke-gcloud-auth-plugin --version",
           "sha256:5e2d81c4a9b07f36e1d8c2a5b4f09e7d3c6a1b28\nKubernetes v1.28.2-alpha+2fb11e8f2a2b6b1e8d3c4e5f"),
    )
    T.pair("t52-gke-auth-plugin", "l-gke-bake-ci-image", "applied",
           "the Dockerfile's gcloud components install now includes gke-gcloud-auth-plugin and the build ran it")

    T.later(
        "l-gke-apt-kubectl", "/home/ana/ops", "2025-05-15T15:00:00Z", "main",
        user("I need kubectl on build-07 too. gcloud there is from apt."),
        err("ssh build-07 'gcloud components install kubectl --quiet'", """ERROR: (gcloud.components.install)
You cannot perform this action because the Google Cloud CLI component manager
is disabled for this installation. You can run the following command
to achieve the same result for this installation:

sudo apt-get install kubectl"""),
        ok("ssh build-07 'sudo apt-get install -y kubectl && kubectl version --client'",
           "Setting up kubectl (1.29.3-00) ...\nClient Version: v1.29.3\n"
           "Kustomize Version: v5.0.4-0.20230601165947-6ce0bf390ce3"),
    )
    T.pair("t52-gke-auth-plugin", "l-gke-apt-kubectl", "neither",
           "gcloud components install run for kubectl, a different error (component manager disabled); no plugin")

    T.later(
        "l-gke-reauth", "/home/marco/platform-infra", "2025-05-20T07:45:00Z", "main",
        user("kubectl stopped working this morning on staging-eu."),
        err("kubectl -n payments get pods",
            "F0520 07:46:03.101245   91830 cred.go:145] print credential failed with error: Failed to retrieve "
            "access token:: failure while executing gcloud, with args [config config-helper --format=json]: exit "
            "status 1 (err: ERROR: (gcloud.config.config-helper) There was a problem refreshing your current auth "
            "tokens: Reauthentication failed. cannot prompt during non-interactive execution.\nPlease run:\n\n"
            "  $ gcloud auth login\n\nto obtain new credentials.\n)\n"
            f"E0520 07:46:03.118742   91822 memcache.go:265] couldn't get current server API group list: Get "
            f"\"https://{GKE_IP}/api?timeout=32s\": getting credentials: exec: executable gke-gcloud-auth-plugin "
            "failed with exit code 1\nUnable to connect to the server: getting credentials: exec: executable "
            "gke-gcloud-auth-plugin failed with exit code 1"),
        say("The plugin is there; it's your gcloud login that expired and needs an interactive "
            "`gcloud auth login`. Run it in your terminal and tell me when done."),
        user("done, logged in again"),
        ok("kubectl -n payments get pods", "NAME                               READY   STATUS    RESTARTS   AGE\n"
           "payments-api-7d9c6b8f5d-4xk2p      1/1     Running   0          22d\n"
           "payments-worker-5b6f8c9d7-zt6wl    1/1     Running   1          22d"),
    )
    T.pair("t52-gke-auth-plugin", "l-gke-reauth", "neither",
           "the plugin exists and fails for another cause (an expired gcloud login needing reauthentication)")
    T.pair("t52-gke-auth-plugin", "l-eks-staging-context", "neither",
           "a kubectl exec-plugin error of another kind (EKS v1alpha1 apiVersion), nothing about GKE's plugin")


# --- EKS kubeconfigs on client.authentication.k8s.io/v1alpha1 (global, Korean) -----------------------------------

V1ALPHA1 = "error: exec plugin: invalid apiVersion \"client.authentication.k8s.io/v1alpha1\""
AWS_V2_INSTALL = ("curl -sSLo /tmp/awscliv2.zip https://awscli.amazonaws.com/awscli-exe-linux-x86_64.zip && "
                  "unzip -qo /tmp/awscliv2.zip -d /tmp && sudo /tmp/aws/install --update")


def _nodes(prefix: str) -> str:
    return ("NAME                                             STATUS   ROLES    AGE   VERSION\n"
            f"{prefix}-11-84.ap-northeast-2.compute.internal     Ready    <none>   41d   v1.29.3-eks-ae9a62a\n"
            f"{prefix}-12-201.ap-northeast-2.compute.internal    Ready    <none>   41d   v1.29.3-eks-ae9a62a")


def _eks() -> None:
    T.source(
        "s-eks-v1alpha1", "/home/seojun/eks-addons", "2025-04-09T01:20:00Z", "main",
        user("eks-prod 클러스터에 kubectl이 안 붙어요. 어제 kubectl을 1.30으로 올린 뒤부터 그래요."),
        err("kubectl get nodes", V1ALPHA1),
        ok("aws --version && grep -n 'client.authentication' ~/.kube/config",
           "aws-cli/1.22.34 Python/3.10.12 Linux/5.15.0-105-generic botocore/1.23.34\n"
           "27:      apiVersion: client.authentication.k8s.io/v1alpha1"),
        say("kubeconfig의 eks-prod 항목은 예전 AWS CLI v1(1.22)이 만든 것이라 exec 플러그인 apiVersion이 "
            "v1alpha1인데, kubectl 1.24부터 v1alpha1이 제거됐습니다. AWS CLI v2를 설치하고 update-kubeconfig로 "
            "항목을 다시 만들겠습니다."),
        ok(AWS_V2_INSTALL + " && hash -r && aws --version",
           "You can now run: /usr/local/bin/aws --version\n"
           "aws-cli/2.15.38 Python/3.11.8 Linux/5.15.0-105-generic exe/x86_64.ubuntu.22 prompt/off"),
        ok("aws eks update-kubeconfig --name eks-prod --region ap-northeast-2 && kubectl get nodes",
           "Updated context arn:aws:eks:ap-northeast-2:481726354019:cluster/eks-prod in /home/seojun/.kube/config\n"
           + _nodes("ip-10-20")),
    )
    T.lesson(
        "t52-eks-v1alpha1", "global", "ko", "s-eks-v1alpha1", "env_setup",
        "kubectl 1.24+에서 EKS kubeconfig의 client.authentication.k8s.io/v1alpha1 exec 플러그인 오류",
        "kubectl get nodes가 error: exec plugin: invalid apiVersion \"client.authentication.k8s.io/v1alpha1\"로 "
        "바로 실패한다.",
        "kubectl만 올렸는데 클러스터나 IAM 권한 문제처럼 보이고, kubeconfig 파일은 손대지 않았기 때문에 의심하지 "
        "않게 된다.",
        "예전 AWS CLI v1(1.22 등)이 aws eks update-kubeconfig로 만든 kubeconfig의 exec 항목이 "
        "client.authentication.k8s.io/v1alpha1을 쓰는데, kubectl 1.24부터 v1alpha1이 제거되었다.",
        "AWS CLI를 v2(또는 최신 v1)로 올린 뒤 aws eks update-kubeconfig --name <클러스터> --region <리전>으로 "
        "항목을 다시 만든다. 급하면 kubeconfig의 apiVersion을 client.authentication.k8s.io/v1beta1로 바꿔도 된다.",
        ["kubectl get nodes가 \"error: exec plugin: invalid apiVersion\"으로 실패",
         "\"aws-cli/1.22.34\" 이고 kubeconfig에 \"apiVersion: client.authentication.k8s.io/v1alpha1\"",
         "AWS CLI v2 설치 후 \"aws eks update-kubeconfig --name eks-prod --region ap-northeast-2 && kubectl get "
         "nodes\"가 노드 목록을 출력했다"],
    )

    T.later(
        "l-eks-before-upgrade", "/home/seojun/eks-addons", "2025-03-30T02:00:00Z", "main",
        user("eks-prod kubeconfig 다시 받아서 노드 목록 확인해줘."),
        ok("aws eks update-kubeconfig --name eks-prod --region ap-northeast-2 && kubectl version --client "
           "--short 2>/dev/null; kubectl get nodes",
           "Updated context arn:aws:eks:ap-northeast-2:481726354019:cluster/eks-prod in /home/seojun/.kube/config\n"
           "Client Version: v1.23.17\n" + _nodes("ip-10-20")),
    )
    T.pair("t52-eks-v1alpha1", "l-eks-before-upgrade", "neither",
           "dated before the lesson's source session (update-kubeconfig with kubectl 1.23, no error)")

    T.later(
        "l-eks-staging-context", "/home/seojun/eks-addons", "2025-04-20T05:30:00Z", "main",
        user("eks-staging 컨텍스트로 전체 파드 좀 봐줘. 이 컨텍스트는 예전에 점프 호스트에서 복사해 온 거야."),
        err("kubectl --context eks-staging get pods -A", V1ALPHA1),
        say("eks-staging 항목도 예전 CLI v1이 만든 v1alpha1 형식입니다. 이 PC의 AWS CLI는 이미 v2이니 항목만 "
            "다시 만들겠습니다."),
        ok("aws eks update-kubeconfig --name eks-staging --region ap-northeast-2 --alias eks-staging && "
           "kubectl --context eks-staging get pods -A | head -4",
           "Updated context eks-staging in /home/seojun/.kube/config\n"
           "NAMESPACE     NAME                                  READY   STATUS    RESTARTS   AGE\n"
           "kube-system   aws-node-7xk2d                        2/2     Running   0          19d\n"
           "kube-system   coredns-5b8cc885bc-4lq9t              1/1     Running   0          19d"),
    )
    T.pair("t52-eks-v1alpha1", "l-eks-staging-context", "recurred",
           "kubectl on the copied eks-staging context failed with the same v1alpha1 exec plugin error")

    T.later(
        "l-eks-helm-dev", "/Users/yuna/charts", "2025-05-02T06:00:00Z", "main",
        user("api 차트를 eks-dev에 배포해줘. values/dev.yaml 써."),
        err("helm upgrade --install api ./api -n api --kube-context eks-dev -f values/dev.yaml",
            "Error: Kubernetes cluster unreachable: exec plugin: invalid apiVersion "
            "\"client.authentication.k8s.io/v1alpha1\""),
        ok("aws --version && grep -n -B2 'client.authentication' ~/.kube/config | grep -A2 eks-dev | head -3",
           "aws-cli/2.15.40 Python/3.11.8 Darwin/23.4.0 exe/x86_64 prompt/off\n"
           "41-    name: eks-dev\n43:      apiVersion: client.authentication.k8s.io/v1alpha1"),
        say("CLI는 v2인데 eks-dev 항목이 예전에 만들어진 v1alpha1 그대로입니다. 다시 만들고 배포하겠습니다."),
        ok("aws eks update-kubeconfig --name eks-dev --region ap-northeast-2 --alias eks-dev && helm upgrade "
           "--install api ./api -n api --kube-context eks-dev -f values/dev.yaml",
           "Updated context eks-dev in /Users/yuna/.kube/config\nRelease \"api\" has been upgraded. Happy Helming!\n"
           "NAME: api\nLAST DEPLOYED: Fri May  2 15:01:12 2025\nNAMESPACE: api\nSTATUS: deployed\nREVISION: 14"),
    )
    T.pair("t52-eks-v1alpha1", "l-eks-helm-dev", "recurred",
           "helm through the eks-dev context hit the same invalid apiVersion v1alpha1 error before regeneration")

    T.later(
        "l-eks-qa-kubeconfig", "/home/yuna/ops", "2025-04-27T08:00:00Z", "main",
        user("민수님이 준 eks-qa kubeconfig(~/.kube/eks-qa.yaml)로 qa 네임스페이스 파드 확인해줘. 내 kubectl은 "
             "1.30이야."),
        ok("grep -n 'apiVersion: client.authentication' ~/.kube/eks-qa.yaml",
           "19:      apiVersion: client.authentication.k8s.io/v1alpha1"),
        say("이 파일은 exec 플러그인이 v1alpha1이라 kubectl 1.30에서는 쓸 수 없습니다. v1beta1로 바꿔서 쓰겠습니다."),
        ok("sed -i 's#client.authentication.k8s.io/v1alpha1#client.authentication.k8s.io/v1beta1#' "
           "~/.kube/eks-qa.yaml && KUBECONFIG=~/.kube/eks-qa.yaml kubectl -n qa get pods",
           "NAME                         READY   STATUS    RESTARTS   AGE\n"
           "api-6c9f8d7b5-lq2wz          1/1     Running   0          5h\n"
           "worker-7d5b9c6f8-h4k8s       1/1     Running   0          5h"),
    )
    T.pair("t52-eks-v1alpha1", "l-eks-qa-kubeconfig", "applied",
           "the v1alpha1 apiVersion was rewritten to v1beta1 before kubectl used the file; no error")

    T.later(
        "l-eks-runbook", "/home/seojun/eks-addons", "2025-05-06T04:00:00Z", "docs/runbook",
        user("runbook에 v1alpha1 오류 대응 방법 정리해줘. 실행은 하지 말고 문서만."),
        write("/home/seojun/eks-addons/docs/runbook/kubectl-v1alpha1.md",
              "# kubectl: invalid apiVersion \"client.authentication.k8s.io/v1alpha1\"\n\n"
              "증상: `error: exec plugin: invalid apiVersion \"client.authentication.k8s.io/v1alpha1\"`\n\n"
              "원인: AWS CLI v1이 만든 kubeconfig 항목. kubectl 1.24+에서 v1alpha1 제거.\n\n"
              "조치:\n\n```sh\naws --version   # 2.x 확인\n"
              "aws eks update-kubeconfig --name <cluster> --region ap-northeast-2\n```\n"),
        say("docs/runbook/kubectl-v1alpha1.md에 증상, 원인, 조치를 정리했습니다."),
    )
    T.pair("t52-eks-v1alpha1", "l-eks-runbook", "neither",
           "the error and the update-kubeconfig fix are only written into a runbook; nothing is run")

    T.later(
        "l-eks-jump-regenerate", "/home/seojun/eks-addons", "2025-05-11T00:40:00Z", "main",
        user("점프 호스트 jump-01의 kubectl을 1.31로 올렸어. 다들 v1alpha1 오류 보기 전에 AWS CLI 확인하고 eks-prod, "
             "eks-staging kubeconfig를 새로 만들어 둬."),
        ok("ssh jump-01 'aws --version'",
           "aws-cli/1.22.34 Python/3.10.12 Linux/5.15.0-107-generic botocore/1.23.34"),
        ok(f"ssh jump-01 '{AWS_V2_INSTALL} && /usr/local/bin/aws --version'",
           "You can now run: /usr/local/bin/aws --version\n"
           "aws-cli/2.17.2 Python/3.11.9 Linux/5.15.0-107-generic exe/x86_64.ubuntu.22"),
        ok("ssh jump-01 'for c in eks-prod eks-staging; do /usr/local/bin/aws eks update-kubeconfig --name $c "
           "--region ap-northeast-2 --alias $c; done && kubectl --context eks-prod get nodes -o name'",
           "Updated context eks-prod in /home/ops/.kube/config\nUpdated context eks-staging in "
           "/home/ops/.kube/config\nnode/ip-10-20-11-84.ap-northeast-2.compute.internal\n"
           "node/ip-10-20-12-201.ap-northeast-2.compute.internal"),
    )
    T.pair("t52-eks-v1alpha1", "l-eks-jump-regenerate", "applied",
           "AWS CLI v2 installed and update-kubeconfig rerun on jump-01 before anyone hit the error; kubectl works")

    T.later(
        "l-eks-unauthorized", "/home/yuna/ops", "2025-05-18T02:15:00Z", "main",
        user("새로 만든 eks-ml 클러스터에 kubectl 하면 Unauthorized래."),
        err("kubectl --context eks-ml get nodes", "error: You must be logged in to the server (Unauthorized)"),
        ok("aws sts get-caller-identity --query Arn --output text",
           "arn:aws:sts::481726354019:assumed-role/PlatformDev/yuna"),
        say("eks-ml은 Terraform 역할로 만들어져서 PlatformDev 역할에 access entry가 없습니다. 추가하겠습니다."),
        ok("aws eks create-access-entry --cluster-name eks-ml --principal-arn "
           "arn:aws:iam::481726354019:role/PlatformDev --region ap-northeast-2 >/dev/null && "
           "aws eks associate-access-policy --cluster-name eks-ml --principal-arn "
           "arn:aws:iam::481726354019:role/PlatformDev --policy-arn "
           "arn:aws:eks::aws:cluster-access-policy/AmazonEKSClusterAdminPolicy --access-scope type=cluster "
           "--region ap-northeast-2 >/dev/null && kubectl --context eks-ml get nodes", _nodes("ip-10-40")),
    )
    T.pair("t52-eks-v1alpha1", "l-eks-unauthorized", "neither",
           "a different kubectl error (Unauthorized) from a missing EKS access entry; kubeconfig not regenerated")
    T.pair("t52-eks-v1alpha1", "l-gke-new-mac", "neither",
           "a kubectl credential plugin error of another kind (GKE's missing plugin), not the v1alpha1 apiVersion")


FILLS = (_openai, _gke, _eks)
