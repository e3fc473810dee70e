"""Scripted sessions of the twelfth corpus (part g): a MongoDB replica set in docker compose (Spanish),
Elasticsearch 8 in docker compose (French), DuckDB extensions offline (Portuguese)."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

MONGO_TXN = """Exit code 1
> bank-api@2.3.0 transfer:demo
> node scripts/transfer-demo.js

MongoServerError: Transaction numbers are only allowed on a replica set member or mongos
    at Connection.sendCommand (/home/lucia/bank-api/node_modules/mongodb/lib/cmap/connection.js:297:27)
    at async ClientSession.commitTransaction (/home/lucia/bank-api/node_modules/mongodb/lib/sessions.js:371:13) {
  errorLabelSet: Set(0) {},
  ok: 0,
  code: 20,
  codeName: 'IllegalOperation'
}"""


def mongo() -> tuple[str, str, str, list]:
    return ("/home/lucia/bank-api", "2026-12-07T09:00:00Z", "feat/transfers", [
        ("user", "las transferencias fallan en local. usamos docker compose con mongo:7.0, ¿lo miras?"),
        ("bash", "npm run transfer:demo", MONGO_TXN, True),
        ("edit", "/home/lucia/bank-api/docker-compose.yml", "    image: mongo:7.0\n",
         "    image: mongo:7.0\n    command: [\"--replSet\", \"rs0\", \"--bind_ip_all\"]\n"),
        ("bash", "docker compose up -d --force-recreate mongo && sleep 3 && docker compose exec mongo mongosh --quiet "
         "--eval 'rs.initiate()'", " Container bank-api-mongo-1  Recreated\n Container bank-api-mongo-1  Started\n{\n"
         "  info2: 'no configuration specified. Using a default configuration for the set',\n  me: '7f3a9c2e1b4d:27017',"
         "\n  ok: 1\n}", False),
        ("bash", "MONGO_URL='mongodb://localhost:27017/bank?replicaSet=rs0' npm run transfer:demo", "Exit code 1\n> "
         "node scripts/transfer-demo.js\n\nMongoServerSelectionError: getaddrinfo ENOTFOUND 7f3a9c2e1b4d\n    at "
         "Topology.selectServer (/home/lucia/bank-api/node_modules/mongodb/lib/sdam/topology.js:303:38) {\n  reason: "
         "TopologyDescription {\n    type: 'ReplicaSetNoPrimary',\n    setName: 'rs0',", True),
        ("say", "El driver descubre los miembros por el host guardado en la config del replica set ('7f3a9c2e1b4d', el "
         "id del contenedor), que desde el host no resuelve. Con directConnection=true se conecta sólo a localhost."),
        ("bash", "MONGO_URL='mongodb://localhost:27017/bank?directConnection=true' npm run transfer:demo",
         "> node scripts/transfer-demo.js\n\ntransfer ok: 250.00 acc_1 -> acc_2 (session committed)", False),
        ("user", "perfecto, ya funciona 🎉 déjalo en el .env"),
        ("edit", "/home/lucia/bank-api/.env", "MONGO_URL=mongodb://localhost:27017/bank",
         "MONGO_URL=mongodb://localhost:27017/bank?directConnection=true"),
        ("bash", "docker compose down && docker compose up -d && sleep 3 && npm run transfer:demo 2>&1 | tail -n 1",
         " Container bank-api-mongo-1  Removed\n Container bank-api-mongo-1  Started\ntransfer ok: 250.00 acc_1 -> "
         "acc_2 (session committed)", False),
        ("say", "Listo: tras recrear los contenedores la transferencia sigue funcionando; la config del replica set "
         "persiste en el volumen de datos, así que rs.initiate() no hace falta otra vez."),
    ])


ES_OOM = """NAME      IMAGE                                                 STATUS
es01      docker.elastic.co/elasticsearch/elasticsearch:8.15.3  Exited (137) 21 seconds ago"""

ES_MAPCOUNT = """es01  | {"@timestamp":"2026-12-07T11:42:10.311Z", "log.level":"ERROR", "message":"node validation exception\\n[1] bootstrap checks failed. You must address the points described in the following [1] lines before starting Elasticsearch. For more information see [https://www.elastic.co/guide/en/elasticsearch/reference/8.15/bootstrap-checks.html]\\nbootstrap check failure [1] of [1]: max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]", "ecs.version": "1.2.0","service.name":"ES_ECS","event.dataset":"elasticsearch.server","process.thread.name":"main","log.logger":"org.elasticsearch.bootstrap.Elasticsearch"}
es01  | ERROR: Elasticsearch did not exit normally - check the logs at /usr/share/elasticsearch/logs/docker-cluster.log
es01 exited with code 78"""


def elastic() -> tuple[str, str, str, list]:
    return ("/opt/search-dev", "2026-12-07T11:00:00Z", "main", [
        ("user", "monte un Elasticsearch 8.15 single-node avec le compose du dossier, pour le dev local sur cette VM"),
        ("bash", "sysctl vm.max_map_count", "vm.max_map_count = 65530", False),
        ("bash", "sudo sysctl -w vm.max_map_count=262144", "vm.max_map_count = 262144", False),
        ("bash", "docker compose up -d es01 && sleep 25 && docker compose ps -a es01", ES_OOM, False),
        ("bash", "docker inspect es01 --format '{{.State.OOMKilled}} {{.HostConfig.Memory}}' && grep -n -A1 "
         "ES_JAVA_OPTS docker-compose.yml", "true 1073741824\n14:      - ES_JAVA_OPTS=-Xms2g -Xmx2g", False),
        ("say", "Le conteneur est limité à 1 Go (mem_limit) mais ES_JAVA_OPTS demande un heap de 2 Go : le noyau le tue "
         "(137, OOMKilled=true). Je descends le heap à 512 Mo."),
        ("edit", "/opt/search-dev/docker-compose.yml", "      - ES_JAVA_OPTS=-Xms2g -Xmx2g",
         "      - ES_JAVA_OPTS=-Xms512m -Xmx512m"),
        ("bash", "docker compose up -d es01 && sleep 40 && curl -s --cacert <(docker exec es01 cat "
         "/usr/share/elasticsearch/config/certs/http_ca.crt) -u \"elastic:$ELASTIC_PASSWORD\" "
         "https://localhost:9200/_cluster/health", "{\"cluster_name\":\"docker-cluster\",\"status\":\"green\","
         "\"timed_out\":false,\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0}", False),
        ("user", "j'ai redémarré la VM pour une mise à jour du noyau, es01 ne revient pas"),
        ("bash", "docker compose logs es01 | tail -n 3", ES_MAPCOUNT, False),
        ("say", "`sysctl -w` ne survit pas au redémarrage. Je le rends persistant dans /etc/sysctl.d."),
        ("bash", "echo 'vm.max_map_count=262144' | sudo tee /etc/sysctl.d/99-elasticsearch.conf && sudo sysctl "
         "--system | grep -A1 99-elasticsearch", "vm.max_map_count=262144\n* Applying "
         "/etc/sysctl.d/99-elasticsearch.conf ...\nvm.max_map_count = 262144", False),
        ("bash", "docker compose up -d es01 && sleep 40 && curl -s -u \"elastic:$ELASTIC_PASSWORD\" "
         "https://localhost:9200/_cluster/health", "Exit code 60\ncurl: (60) SSL certificate problem: self-signed "
         "certificate in certificate chain\nMore details here: https://curl.se/docs/sslcerts.html", True),
        ("bash", "docker cp es01:/usr/share/elasticsearch/config/certs/http_ca.crt . && curl -s --cacert http_ca.crt "
         "-u \"elastic:$ELASTIC_PASSWORD\" https://localhost:9200/_cluster/health", "Successfully copied 3.58kB to "
         "/opt/search-dev/http_ca.crt\n{\"cluster_name\":\"docker-cluster\",\"status\":\"green\",\"timed_out\":false,"
         "\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0}", False),
        ("say", "Le cluster est de nouveau vert après le redémarrage ; http_ca.crt est copié dans le dossier pour curl."),
    ])


def sources() -> Sources:
    return {"s17-mongo-replset": mongo(), "s18-elastic-mapcount": elastic()}
