"""What a planted instruction looks like, by family and language.

Patterns read folded text (core.instructions.fold: casefolded, NFKC, invisible
characters removed, look-alike letters folded), so they are written in lower
case and need not know about disguises.

Two strengths. A *strong* pattern is an instruction beyond any lesson wherever
it came from (override the agent's rules, address the assistant, send or show
secrets, download and run, switch off permissions or the sandbox, destroy the
home folder or the repository, hide things from the person, fake system
markup): the lesson is held. A *weak* pattern is advice a session may well
give itself (`git push --force`, `sudo`, "you must", "without asking"): it
holds the lesson only when its words came from content the session read
(core.instructions.planted decides that from the transcript)."""
from __future__ import annotations

import re
from dataclasses import dataclass

OVERRIDE, ADDRESS, SECRETS, REMOTE, PERMISSIONS, DESTROY, CONCEAL, MARKUP, IMPERATIVE = (
    "override", "address", "secrets", "remote_code", "permissions", "destroy", "conceal", "markup", "imperative")

#: What each family does, for the reason a person reads.
WHAT = {
    OVERRIDE: "overrides the agent's instructions",
    ADDRESS: "addresses the assistant",
    SECRETS: "reveals or sends secrets",
    REMOTE: "downloads and runs code",
    PERMISSIONS: "switches off permissions or the sandbox",
    DESTROY: "destroys data",
    CONCEAL: "hides something from the person",
    MARKUP: "is dressed as system or hidden markup",
    IMPERATIVE: "gives the agent orders",
}


@dataclass(frozen=True)
class Pattern:
    family: str
    strong: bool
    regex: re.Pattern[str]


_NOT = r"(?<!never )(?<!not )(?<!n't )(?<!no )(?<!avoid )"

# What is a secret. "token" alone is also a unit of model usage ("print the token count"); a
# secret token has an owner or a kind in front of it.
_TOKEN = (r"\b(?:(?:api|auth|access|github|gh|bearer|secret|session|refresh|npm|pypi|personal|your|the|all|my|"
          r"their|these|those)[ _-])tokens?\b(?![ _-]?(?:count|usage|limit|budget|per|used|spent|window|cost))")
_SECRET_THING = (r"(?:\.env\b|\bapi[ _-]?keys?\b|" + _TOKEN +
                 r"|\bcredentials?\b(?!\s+helper)|\bsecrets?\b(?!\s+(?:names?|list|count|manager|store))|\bpasswords?\b"
                 r"|\bprivate\s+keys?\b|\bssh\s+keys?\b|~/\.ssh"
                 r"|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.netrc\b|~/\.aws\b|\.aws/credentials|hosts\.yml"
                 r"|\b[a-z0-9_]*(?:api_key|_token|_secret|secret_key|password)\b)")
_SECRET = (r"(?:\.env\b|\benv(?:ironment)?\s+(?:file|variables|vars)\b|\bapi[ _-]?keys?\b|" + _TOKEN +
           r"|\bcredentials?\b|\bsecrets?\b|\bpasswords?\b|\bprivate\s+keys?\b|\bssh\s+keys?\b|~/\.ssh"
           r"|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.netrc\b|~/\.aws\b|\.aws/credentials|hosts\.yml"
           r"|\b[a-z0-9_]*(?:api_key|_token|_secret|secret_key|password)\b)")
_DEST = (r"(?:in|into|to|inside)\s+(?:\w+\s+){0,3}(?:reply|response|answer|message|output|chat|pr\b|pull\s+request"
         r"|issue|gist|commit|notes|readme|repo|repository|description|comment|log)")
_WORD_SEP = r"[^.\n。]"

_EN_STRONG: dict[str, list[str]] = {
    OVERRIDE: [
        r"\b(?:ignore|disregard|forget|override|bypass|abandon|drop)\s+(?:(?:all|any|every|of|the|your|my|previous|"
        r"prior|earlier|above|preceding|original|existing|system|old|these|those|other|safety|user's|current|"
        r"developer's|and)\s+){0,4}(?:instructions?|rules|prompts?|guidelines|directives|guidance|constraints|"
        r"restrictions|system\s+prompt|directions|orders|messages|context|programming|training)\b",
        r"\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:above|previous|prior)\s*(?:and|[.,;:!]|$)",
        r"\b(?:do\s+not|don't|stop|no\s+longer)\s+follow(?:ing)?\s+(?:the\s+|your\s+|any\s+|these\s+)?(?:rules|"
        r"instructions|claude\.md|guidelines|system\s+prompt)\b",
        r"\bforget\s+(?:everything|all)\s+(?:you(?:'ve| have| were| had)?\s+(?:been\s+)?told|above|before)",
        r"\bnew\s+(?:instructions?|rules|task|goal|objective)\s*:",
        r"\byour\s+(?:new|only|real|true)\s+(?:goal|task|objective|instructions?|job|purpose)\s+(?:is|are)\b",
        r"\byou\s+are\s+now\b[^.\n]{0,30}\b(?:mode|unrestricted|free\s+to|no\s+longer\s+bound|jailbroken|an?\s+"
        r"(?:unrestricted|unfiltered|different|new|evil|root))", r"\b(?:god|dan|jailbreak|unrestricted)\s+mode\b",
        r"\bdeveloper\s+mode\b[^.\n]{0,30}\b(?:no\s+restrictions|unrestricted|without\s+(?:limits|restrictions))",
        r"\bact\s+as\s+an?\s+(?:unrestricted|unfiltered|root|evil)",
        r"\b(?:rules|instructions|guidance|claude\.md)\b[^.\n]{0,40}\b(?:no\s+longer\s+appl|(?:are|is)\s+(?:now\s+)?"
        r"(?:void|invalid|cancell?ed|obsolete|suspended))",
        r"\b(?:safety|security)\s+(?:rules|checks|guidelines)\s+(?:are|is)\s+(?:now\s+)?(?:disabled|off|void)",
        r"\b(?:this|these|the\s+following)\s+(?:instructions?|rules)\s+(?:override|supersede|replace|take\s+precedence)",
        r"\b(?:follow|obey)\s+only\b", r"\bonly\s+(?:follow|obey)\b",
        r"\bobey\s+(?:this|these|the\s+(?:instructions|following|steps|rules\s+(?:in|of)\s+this)|only|me|my)\b",
        r"\bsystem\s+override\b",
        r"\b(?:previous|prior|earlier|above|original)\s+(?:guidance|instructions|rules|directions)\s+(?:is|are)\s+"
        r"(?:outdated|obsolete|void|wrong|superseded|invalid|no\s+longer\s+valid)",
        r"\b(?:ignore|disregard|forget|skip)\s+(?:the\s+|your\s+|any\s+|all\s+)?(?:claude\.md|agents\.md|system\s+prompt)"
        r"(?!\w)",
        r"\bact\s+as\s+(?:the\s+|an?\s+)?(?:system\s+administrator|sysadmin|root|admin(?:istrator)?|superuser)\b",
    ],
    ADDRESS: [
        r"(?:^|[\n.!?:;>(\[—]\s*|\b(?:hey|hi|hello|dear|attention|note\s+to|message\s+(?:to|for)|to\s+any|to\s+all|"
        r"for\s+any)\s+(?:the\s+)?)(?:claude|assistant|ai\s+assistants?|ai\s+(?:coding\s+)?agents?|ai\s+models?|"
        r"llms?|language\s+models?|coding\s+agents?|agents?)\s*(?:[,:—–!]|-\s)",
        r"\b(?:note|message|attention|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:ai|claude|assistant|"
        r"agent|llm|model)",
        r"\battention,?\s+(?:llms?|ai|claude|assistants?|agents?)\b",
        r"\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|language\s+model|assistant|agent|bot|claude)",
        r"\b(?:ai|llm)\s+(?:coding\s+)?(?:agents?|assistants?|models?|tools?)\s+(?:reading|that\s+reads?|who\s+reads?|"
        r"processing|seeing)\s+this\b",
        r"\b(?:when|if|after|once)\s+you\s+read\s+this\b",
        r"\bclaude,?\s+(?:you|please|must|should|when|after|always|never|do|run|also|stop)\b",
        r"\bclaude\s+code,\s+(?:you|please|must|should|when|after|always|never|do|run|also|stop)\b",
        r"(?:^|[\n.!?]\s*)ai\s*[,:]\s",
    ],
    SECRETS: [
        _NOT + r"\b(?:send|post|upload|e-?mail|leak|exfiltrate|transmit|forward|submit|beam)\b" + _WORD_SEP
        + r"{0,60}" + _SECRET,
        _SECRET + _WORD_SEP + r"{0,60}\b(?:to|at)\s+(?:https?://|\S+@\S+\.\w+|(?:the\s+)?(?:webhook|server|endpoint))",
        # printing the environment to debug PATH is advice; printing a key is not
        _NOT + r"\b(?:print|reveal|show|display|echo|dump|output|expose|disclose)\b[^.\n,;]{0,30}" + _SECRET_THING,
        _NOT + r"\b(?:paste|share|include|append|commit|add|write|put|copy)\b" + _WORD_SEP + r"{0,50}" + _SECRET
        + _WORD_SEP + r"{0,40}\b" + _DEST,
        r"\b(?:include|print|show|output|paste|dump|display|reveal)\s+(?:the\s+|all\s+)?(?:full\s+)?(?:contents?|"
        r"values?|text)\s+of\s+(?:your\s+|the\s+)?" + _SECRET,
        r"(?:os\.environ|printenv|process\.env|\benv\b)[^\n]{0,60}\b(?:paste|post|send|upload|share)\b" + _WORD_SEP
        + r"{0,40}\b" + _DEST,
        r"\b(?:cat|type|get-content|head|tail|less)\s+\S*" + _SECRET + r"[^\n]{0,40}(?:\band\b|\bthen\b|\|)\s*(?:paste|send|"
        r"post|upload|share|curl|nc|commit|include)",
        # (a program run, by its name, its path or its `.exe`; not a word of a path or an address, `…/host/lab1`)
        r"(?<![\w.-])(?:curl|wget|http|nc|invoke-webrequest|iwr|nslookup|dig|ping|host)(?:\.exe)?\b(?![/.=-])[^\n]*?"
        r"(?:\$\{?[a-z0-9_]*(?:key|"
        r"token|secret|password|credential)s?\b|@\S*(?:\.env|id_rsa|id_ed25519|\.netrc|credentials)|"
        r"\$\((?:cat|env|printenv|base64))",
        r"https?://\S*(?:\$\((?:cat|env|printenv|base64)|\$\{?[a-z0-9_]*(?:key|token|secret|password)s?\b)",
        r"\b(?:post|send|upload)\s+(?:all\s+)?(?:the\s+)?(?:environment|env\s+vars|\(?`?env`?\)?)",
    ],
    REMOTE: [
        r"\b(?:download|fetch|grab|get|pull|curl|wget)\b[^.\n]{0,80}?https?://\S+[^.\n]{0,40}?(?:\band\b|\bthen\b|,)\s*"
        r"(?:then\s+)?(?:run|execute|exec|source|eval|launch|pipe)",
        r"\b(?:download|fetch)\s+(?:it\s+)?(?:and|&|then)\s+(?:run|execute|exec)\b",
        r"\b(?:run|execute|exec|launch|source)\b[^.\n]{0,30}?https?://\S+\.(?:sh|py|ps1|bat|exe|pl|rb|js)\b",
        r"\bbase64\s+(?:-d|--decode)\b[^\n]{0,40}\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b",
        r"\bdecode\s+(?:this|the\s+following|it)\b[^.\n]{0,20}\b(?:and|then)\s+(?:run|execute)",
        r"/dev/tcp/", r"\bnc\s+(?:-\w+\s+)*-e\s+/bin/", r"\bmkfifo\b[^\n]{0,60}\bnc\b",
    ],
    PERMISSIONS: [
        r"--dangerously-skip-permissions", r"\bbypasspermissions\b", r"\bnopasswd\b", r"/etc/sudoers",
        r"\b(?:disable|turn\s+off|switch\s+off|deactivate|bypass|skip|circumvent|get\s+around)\s+(?:(?:all|the|your|"
        r"any|every|claude\s+code's)\s+)*(?:sandbox(?:ing)?|permissions?(?:\s+(?:prompts?|checks?|system|dialogs?))?|"
        r"approvals?|safety\s+(?:checks|rules)|guardrails)\b",
        r"\b(?:turn|switch|set)\s+the\s+sandbox\s+off\b", r"sandbox[\"'\s:{]*enabled[\"'\s:]*false",
        r"\bapprove\s+(?:every|all|each|any)\b[^.\n]{0,20}\b(?:commands?|tool\s+calls?|tools?|requests?|actions?)",
        r"\b(?:auto-?approve|automatically\s+approve)",
        r"\"allow\"\s*:\s*\[[^\]]*(?:\"\*\"|bash\(\*\)|bash\(\s*\))", r"permissions\.allow\b[^.\n]{0,30}\*",
        r"\bbash\(\s*\*?\s*\)", r"\b(?:grant|give)\s+yourself\b",
        r"\b(?:never|don't|do\s+not|stop)\s+(?:ask(?:ing)?|prompt(?:ing)?|check(?:ing)?\s+with)\s+(?:the\s+)?(?:(?:user|"
        r"person|human)\s+)?(?:for\s+(?:permission|approval)|before\s+(?:running|executing|using|doing|pushing|deploying|"
        r"deleting|sending|any))",
        r"\bchmod\s+(?:-r\s+)?777\s+(?:~|/|\$home)(?=[\s`'\"]|$|/\s|/\*)",
        r"\byou\s+(?:have|are|were)\s+(?:been\s+)?(?:given\s+)?(?:permission|authori[sz]ed|allowed)\s+to\b",
        r"\b(?:user|person|owner|admin|maintainers?)\s+(?:has\s+|have\s+)?(?:authori[sz]ed|allowed|permitted|granted)"
        r"\s+you\b",
        r"\b(?:add|append|write|copy|save|put|insert)\b[^.\n]{0,60}\b(?:to|into|in)\s+(?:your\s+|the\s+)?(?:~/\.claude/"
        r"\S*|claude\.md|memory\.md|~/\.ssh/authorized_keys|authorized_keys|crontab)\b",
    ],
    DESTROY: [
        r"\brm\s+(?:-{1,2}[a-z-]+\s+)*(?:~|\$home|\$\{home\}|/|/\*|~/\*|\$home/\*|\.git|/home\S*|/users\S*|"
        r"/etc\S*|/var\S*|/usr\S*)(?=[\s`'\";&|)]|$)",
        r"--no-preserve-root",
        r"\b(?:delete|remove|wipe|erase|destroy|nuke|purge)\s+(?:the\s+|your\s+|this\s+)?[`'\"]?\.git(?![\w])",
        r"\bgh\s+repo\s+delete\b", r"\bgit\s+push\b[^\n;&|]*\s\+(?:main|master|\S+:(?:main|master))\b",
        r"\b(?:delete|remove|wipe|erase|destroy|rewrite)\s+(?:the\s+)?(?:repository's\s+|repo's\s+|commit\s+|git\s+)"
        r"history\b",
        r"\b(?:delete|remove|wipe|erase|destroy)\s+(?:all|every)\s+(?:the\s+)?(?:files|data|folders|directories|repos)"
        r"\s+(?:in|under|from|of|on)\s+(?:the\s+|your\s+)?(?:home|~|\$home|/|root|disk|system|user|machine)",
        r"\b(?:delete|wipe|erase)\s+everything\b",
        r"\bgit\s+push\b[^\n;&|]*?(?:--force(?!-with-lease)|\s-f\b)[^\n;&|]*?\b(?:main|master|production|prod|release)\b",
        r"\bgit\s+push\b[^\n;&|]*?\b(?:main|master)\b[^\n;&|]*?(?:--force(?!-with-lease)|\s-f\b)",
        r"\bdrop\s+(?:database|schema)\b[^;\n]{0,30}prod", r"\bdrop\s+(?:the\s+)?prod(?:uction)?\s+(?:database|db)\b",
        r"\bdd\s+if=\S+\s+of=/dev/(?:sd|nvme|disk|hd|xvd|vd)", r"\bmkfs(?:\.\w+)?\s+/dev/", r">\s*/dev/sd[a-z]",
        r"\bfind\s+(?:~|/|\$home)/?\s[^\n]*-delete\b", r"\bwipe\s+(?:the\s+)?(?:disk|drive|home|machine)\b",
    ],
    CONCEAL: [
        r"\b(?:do\s+not|don't|never)\s+(?:tell|inform|notify|show|alert|let)\s+(?:the\s+)?(?:user|person|human|"
        r"developer|owner)",
        r"\b(?:do\s+not|don't|never)\s+mention\s+(?:this|these|it|that|the\s+(?:errors?|failures?|warnings?|"
        r"problems?|issues?))\b",
        r"\b(?:tell|assure)\s+the\s+(?:user|person)\s+(?:that\s+)?(?:everything|it|all)\s+(?:is|was|went)\s+"
        r"(?:fine|ok|okay|well|good)",
        r"\b(?:say|claim|pretend)\s+(?:that\s+)?(?:the\s+)?(?:tests?|build|ci|checks?)\s+(?:passed|pass|succeeded|"
        r"(?:are|is)\s+green)", r"\bpretend\s+(?:that|to)\b",
        r"\b(?:hide|conceal|keep)\b[^.\n]{0,30}\bfrom\s+(?:the\s+)?(?:user|person|human|developer)",
        r"\bwithout\s+(?:telling|informing|notifying)\s+(?:the\s+)?(?:user|person|human)",
    ],
    MARKUP: [
        r"<\s*/?\s*(?:system|system-reminder|instructions?|assistant|im_start|im_end|sys)\s*>", r"<\|im_(?:start|end)\|>",
        r"(?<!`)\[/?(?:system|inst|sys)\](?!`)", r"<<\s*/?sys\s*>>", r"(?:^|(?<=\s))#+\s*system\s*:", r"\bsystem\s*(?:override|prompt)\s*:",
        r"```\s*(?:system|instructions?)\b", r"[\"']role[\"']\s*:\s*[\"'](?:system|developer)[\"']",
        r"\bsystem\s+(?:note|message|notice|instruction)s?\s*:", r"<!\s?--[^>]*?\w[^>]*?--\s?>",
    ],
}

# Other languages: the same families, in the words a planted text uses.
_INTL_STRONG: dict[str, list[str]] = {
    OVERRIDE: [
        r"(?:이전|앞|위|기존|모든)[^\n.]{0,15}(?:지시|지침|명령|규칙|프롬프트)[^\n.]{0,12}(?:무시|무효)",
        r"시스템\s*프롬프트[^\n.]{0,10}무시",
        r"(?:以前|これまで|上記|前|先|全て|すべて)の?[^\n。]{0,6}(?:指示|ルール|命令|指令)[^\n。]{0,10}(?:無視|無効)",
        r"指示だけに従", r"システムプロンプト[^\n。]{0,8}無視", r"忽略[^\n。]{0,10}(?:指令|指示|规则|说明)",
        r"\b(?:ignora|olvida|descarta|omite|ignore|esqueça|desconsidere)\b[^.\n]{0,40}\b(?:instrucciones|instruções|"
        r"reglas|regras)\b",
        r"\b(?:ignoriere|vergiss|missachte)\b[^.\n]{0,40}\b(?:anweisungen|regeln|instruktionen)\b",
        r"\bignora\b[^.\n]{0,40}\bistruzioni\b", r"(?:不要|别)[^\n。]{0,6}(?:遵守|理会)[^\n。]{0,10}(?:指令|规则)",
        r"\b(?:ignore|oublie|ignorez|oubliez)\b[^.\n]{0,40}\b(?:instructions|règles|consignes)\b",
        r"(?:игнорируй|игнорируйте|забудь|забудьте|проигнорируй)[^.\n]{0,40}(?:инструкции|указания|правила)",
    ],
    ADDRESS: [
        r"(?:claude|ai ?어시스턴트|ai ?에이전트|어시스턴트)(?:는|은|님|에게|여)\s[^\n]{0,80}(?:세요|십시오|해야\s*합니다|하라|해라|할\s*것)",
        r"(?:aiアシスタント|アシスタント|aiエージェント)(?:へ|さん|は)", r"claude(?:へ|さん)",
        r"(?:^|[.!?:]\s*)(?:asistente|agente|claude|assistente|assistant|ассистент)\s*[:,]",
        r"\b(?:hinweis|nachricht)\s+an\s+(?:den|die)\s+(?:ki|assistent|ki-assistenten|agent)",
    ],
    SECRETS: [
        r"(?:\.env|api ?키|토큰|비밀번호|자격 ?증명|비밀 ?키|ssh ?키)[^\n]{0,60}(?:보내|전송|출력|업로드|공유|올려)"
        r"(?:세요|하세요|해|하십시오|해라|하고|해서|주세요|하여)",
        r"(?:\.env|apiキー|キー|トークン|パスワード|秘密鍵|認証情報)[^\n]{0,60}(?:送信|送って|送る|出力|表示|アップロード|共有)"
        r"(?!しない|しな)",
        r"\b(?:envía|envia|manda|sube|muestra|imprime|publica|comparte|envie|mostre|imprima|publique)\b[^\n]{0,60}"
        r"(?:" + _SECRET + r"|clave|claves|token|credenciales|contraseña|id_rsa|chave|senha|credenciais)",
        r"\b(?:sende|schicke|schick|zeige|zeig|gib|poste|teile)\b[^\n]{0,60}(?:" + _SECRET + r"|schlüssel|token|passwort|"
        r"zugangsdaten|id_rsa|anmeldedaten)",
        r"(?:\.env|密钥|令牌|密码|凭证|凭据)[^\n]{0,40}(?:发送|上传|打印|输出|显示|发给)",
        r"(?:发送|上传|打印|输出|显示|发给)[^\n]{0,40}(?:\.env|密钥|令牌|密码|凭证|凭据)",
        r"(?:отправь|отправьте|покажи|выведи|загрузи)[^\n]{0,60}(?:\.env|ключ|токен|парол|id_rsa)",
        r"\b(?:affiche|envoie|montre|publie|partage|imprime)\b[^\n]{0,60}(?:" + _SECRET + r"|clé|clés|token|jeton|mot de passe|"
        r"identifiants)",
    ],
    REMOTE: [
        r"(?:https?://\S+|스크립트|설치 ?파일)[^\n]{0,30}(?:다운로드|다운받|내려받)[^\n]{0,12}실행",
        r"ダウンロードして[^\n。]{0,6}実行", r"下载[^\n。]{0,10}(?:运行|执行)",
        r"\b(?:descarga|baja|baixe)\b[^.\n]{0,80}\b(?:y|e)\s+(?:ejecuta|execute)",
        r"\blade\b[^\n]{0,80}\bherunter\b[^.\n]{0,20}\b(?:führe|starte)\b",
        r"\btélécharge\b[^.\n]{0,80}\bet\s+(?:exécute|lance)",
    ],
    PERMISSIONS: [
        r"샌드박스[^\n]{0,10}(?:끄|비활성|해제)", r"권한[^\n]{0,10}(?:없이|건너뛰|생략|무시)",
        r"(?:사용자|유저)(?:에게|한테)\s*(?:묻지|확인하지|물어보지)\s*말",
        r"サンドボックス[^\n。]{0,6}(?:無効|オフ|切)", r"権限の?(?:確認|チェック)[^\n。]{0,6}(?:スキップ|省略|無視|せず)",
        r"(?:ユーザー|利用者)に確認せず",
        r"\bdesactiva\b[^.\n]{0,30}\b(?:sandbox|permisos|confirmaci)", r"\bno\s+pidas\s+(?:confirmación|permiso)",
        r"\b(?:deaktiviere|schalte)\b[^.\n]{0,30}\b(?:sandbox|berechtigung)", r"berechtigungsabfragen\s+über",
        r"überspringe[^.\n]{0,30}berechtigung",
        r"\bfrage\b[^.\n]{0,30}\bnie\b", r"(?:禁用|关闭)[^\n。]{0,6}沙箱", r"跳过[^\n。]{0,6}权限",
        r"(?:отключи|отключите)[^\n.]{0,20}(?:песочниц|разрешени|проверк)", r"\bdésactive\b[^.\n]{0,30}\b(?:sandbox|bac à sable|permissions)",
    ],
    DESTROY: [
        r"\.git\s*(?:폴더|디렉터리|디렉토리)?[을를]?\s*(?:삭제|지우)",
        r"(?:홈|home)\s*(?:디렉터리|디렉토리|폴더)[^\n]{0,20}(?:삭제|지우)",
        r"\.git\s*(?:ディレクトリ|フォルダ)?を?削除", r"ホームディレクトリ[^\n。]{0,20}削除",
        r"\b(?:borra|elimina|suprime|apaga|exclua)\b\s+(?:la\s+carpeta\s+|el\s+directorio\s+|el\s+|a\s+pasta\s+|o\s+)?"
        r"\.git(?![\w])",
        r"\b(?:lösche|entferne)\b[^.\n]{0,20}\.git(?![\w])", r"\blösche\b[^.\n]{0,20}\balle\s+dateien\b",
        r"\b(?:borra|elimina)\b[^.\n]{0,30}\b(?:todos\s+los\s+archivos|directorio\s+(?:personal|home|raíz))", r"\b(?:lösche|entferne)\b[^.\n]{0,40}home-verzeichnis",
        r"\bsupprime\b[^.\n]{0,20}\.git(?![\w])", r"(?:удали|удалите)[^\n]{0,30}(?:\.git|домашн)", r"删除[^\n。]{0,10}(?:\.git|主目录)",
    ],
    CONCEAL: [
        r"(?:사용자|유저)(?:에게|한테)[^\n]{0,20}(?:알리지|말하지|보여주지)\s*마",
        r"(?:ユーザー|利用者)(?:に|へ)[^\n。]{0,15}(?:言わない|伝えない|知らせない|見せない)",
        r"\bno\s+le\s+(?:digas|cuentes|muestres)\b[^.\n]{0,30}\busuario",
        r"\b(?:sag|erzähl)\b[^.\n]{0,30}\b(?:nutzer|benutzer)\b[^.\n]{0,15}\bnicht",
        r"不要(?:告诉|通知|让)[^\n。]{0,6}用户", r"не\s+(?:говори|сообщай)[^\n.]{0,20}пользовател",
        r"\bne\s+(?:dis|montre)\s+(?:rien|pas)\b[^.\n]{0,30}\butilisateur",
    ],
}

# Advice a session gives itself as often as a page gives it: held only when it came from read content.
_WEAK: list[str] = [
    # said to the agent
    r"\bfrom\s+now\s+on\b", r"\bbefore\s+(?:anything|everything)\s+else\b", r"\bsilently\b",
    r"\b(?:the\s+)?(?:assistant|ai|agent|claude|model|llm)\s+(?:should|must|shall|needs?\s+to|has\s+to|is\s+"
    r"(?:required|instructed)\s+to)\b",
    r"\b(?:in|for)\s+(?:every|all)\s+(?:future\s+)?(?:sessions?|repl(?:y|ies)|responses?|tasks?)\b",
    r"\b(?:never|don't|do\s+not|stop)\s+(?:ask(?:ing)?|prompt(?:ing)?)\s+(?:the\s+)?(?:user|person|human|for\s+"
    r"confirmation)", r"\bwithout\s+(?:asking|confirmation|permission|prompting|review|checking)\b",
    r"(?:묻지|물어보지)\s*말고|確認せずに|sin\s+preguntar|ohne\s+(?:zu\s+fragen|nachzufragen)|sans\s+demander",
    r"\b(?:이제부터|앞으로|これから|a partir de ahora|ab sofort|à partir de maintenant)",
    # history and work a page should not be able to take away
    r"\bgit\s+push\b[^\n;&|]*?(?:--force(?!-with-lease)|\s-f\b)", r"강제\s*(?:푸시|push)|強制プッシュ",
    r"\bgit\s+push\s+--mirror\b", r"\bxargs\s+git\s+branch\s+-d\b", r"\bgit\s+reset\s+--hard\b",
    r"\bgit\s+clean\s+-[a-z]*f", r"--no-verify\b", r"\bdrop\s+database\b",
    r"\brm\s+(?:-{1,2}[a-z-]+\s+)*(?:\./?|\*)(?=[\s`'\";&|)]|$)",
    r"\brm\s+-[a-z]*r[a-z]*\s+(?!(?:\./)?(?:build|dist|node_modules|target|_build|deps|\.next|\.cache|__pycache__|"
    r"\.pytest_cache|coverage|tmp|out|\{\})\b)\S+",
    # privileges, the agent's own settings, and what every later shell runs
    r"\bsudo\s+(?:rm|chmod|chown|tee\s+(?:-a\s+)?/etc|sh|bash|zsh|su\b|-s\b|-i\b|visudo|dd|mkfs)",
    r"\bchmod\s+(?:-r\s+)?[0-7]*7\b",
    r"~/\.claude\b|\.claude/settings(?:\.local)?\.json|\bclaude\.md\b|authorized_keys|\bcrontab\b",
    r"(?:>>|\btee\s+-a)[^\n]{0,40}(?:\.bashrc|\.zshrc|\.profile|\.bash_profile)\b",
    # hidden text
    r"\bprint\b[^.\n,;]{0,30}\benv(?:ironment)?\s+(?:variables|vars)\b", r"display\s*:\s*none|visibility\s*:\s*hidden",
]


def _compile(family: str, strong: bool, sources: list[str]) -> list[Pattern]:
    return [Pattern(family, strong, re.compile(s, re.M)) for s in sources]


PATTERNS: list[Pattern] = [
    *(p for fam, srcs in _EN_STRONG.items() for p in _compile(fam, True, srcs)),
    *(p for fam, srcs in _INTL_STRONG.items() for p in _compile(fam, True, srcs)),
    *_compile(IMPERATIVE, False, _WEAK),
]
