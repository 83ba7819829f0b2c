"""Apache JIRA bug reports with their duplicate links, as JSON Lines, for npm run bench:issue-quality.

Reads SPEAR-SE/LogInBugReportsEmpirical_Data (https://github.com/SPEAR-SE/LogInBugReportsEmpirical_Data,
bug_reports/<Project>/<KEY>.json: raw JIRA REST issues), from a clone or its bare git directory, and writes
the newest 20,000 reports of the Hadoop projects (HADOOP, HDFS, MAPREDUCE, YARN: duplicates cross them):

    {"id", "title", "description" (first 4,000 characters), "labels", "openedAt", "closedAt", "duplicateOf"}

labels are project:, type:, priority:, component: and label: values; never the resolution or status, which
would say "Duplicate". duplicateOf follows JIRA's "Duplicate" links: the issue an issue "duplicates"; for an
issue resolved Duplicate whose only link says it "is duplicated by" one that is not, that one (the link was
entered the wrong way round); of two issues naming each other, the one resolved Duplicate (else the later)
keeps its link.

    python3 bench/quality/issues/jira_duplicates.py <clone or bare git dir> <out.jsonl>
"""
import datetime
import json
import os
import subprocess
import sys

PROJECTS = {"HADOOP", "HDFS", "MAPREDUCE", "YARN"}
KEPT = 20_000
DESCRIPTION_CHARS = 4_000


def reports_from_clone(root):
    folder = os.path.join(root, "bug_reports")
    for project in sorted(os.listdir(folder)):
        if project.upper() not in PROJECTS:
            continue
        for name in sorted(os.listdir(os.path.join(folder, project))):
            if name.endswith(".json"):
                with open(os.path.join(folder, project, name), encoding="utf8") as file:
                    yield file.read()


def reports_from_git(git_dir):
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "HEAD", "bug_reports"], capture_output=True, text=True, check=True).stdout
    blobs = []
    for line in listing.splitlines():
        meta, path = line.split("\t", 1)
        parts = path.split("/")
        if len(parts) == 3 and parts[1].upper() in PROJECTS and path.endswith(".json"):
            blobs.append(meta.split()[2])
    reader = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for blob in blobs:
        reader.stdin.write(f"{blob}\n".encode())
        reader.stdin.flush()
        header = reader.stdout.readline().split()
        if len(header) < 3:
            continue
        data = reader.stdout.read(int(header[2]))
        reader.stdout.read(1)
        yield data.decode("utf8")
    reader.stdin.close()
    reader.wait()


def parsed(texts):
    for text in texts:
        try:
            issue = json.loads(text)
        except json.JSONDecodeError:
            continue
        if "fields" in issue and issue["key"].split("-")[0] in PROJECTS:
            yield issue


def utc(value):
    if not value:
        return None
    moment = datetime.datetime.strptime(value, "%Y-%m-%dT%H:%M:%S.%f%z").astimezone(datetime.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def resolution(issue):
    return (issue["fields"].get("resolution") or {}).get("name")


def duplicate_links(issue, side):
    return [link[side]["key"] for link in issue["fields"].get("issuelinks") or [] if link["type"]["name"] == "Duplicate" and side in link]


def duplicates(by_key):
    target = {}
    for key, issue in by_key.items():
        named = duplicate_links(issue, "outwardIssue")
        if named:
            target[key] = ([other for other in named if other in by_key] or named)[0]
    for key, issue in by_key.items():
        if key in target or resolution(issue) != "Duplicate":
            continue
        reversed_links = [other for other in duplicate_links(issue, "inwardIssue") if other in by_key and resolution(by_key[other]) != "Duplicate"]
        if reversed_links:
            target[key] = reversed_links[0]
            if target.get(reversed_links[0]) == key:
                del target[reversed_links[0]]
    for key in list(target):
        other = target.get(key)
        if other is None or target.get(other) != key:
            continue
        mine, theirs = resolution(by_key[key]) == "Duplicate", resolution(by_key[other]) == "Duplicate"
        if mine != theirs:
            del target[other if mine else key]
        else:
            del target[key if by_key[key]["fields"]["created"] < by_key[other]["fields"]["created"] else other]
    return target


def record(issue, duplicate_of):
    fields = issue["fields"]
    labels = ["project:" + fields["project"]["key"], "type:" + fields["issuetype"]["name"]]
    if fields.get("priority"):
        labels.append("priority:" + fields["priority"]["name"])
    labels += ["component:" + component["name"] for component in fields.get("components") or []]
    labels += ["label:" + label for label in fields.get("labels") or []]
    return {
        "id": issue["key"],
        "title": (fields.get("summary") or "").strip(),
        "description": (fields.get("description") or "")[:DESCRIPTION_CHARS],
        "labels": labels,
        "openedAt": utc(fields.get("created")),
        "closedAt": utc(fields.get("resolutiondate")),
        "duplicateOf": duplicate_of,
    }


def main(source, out):
    texts = reports_from_clone(source) if os.path.isdir(os.path.join(source, "bug_reports")) else reports_from_git(source)
    issues = sorted(parsed(texts), key=lambda issue: (issue["fields"]["created"], issue["key"]))[-KEPT:]
    by_key = {issue["key"]: issue for issue in issues}
    target = duplicates(by_key)
    with open(out, "w", encoding="utf8") as file:
        for issue in issues:
            file.write(json.dumps(record(issue, target.get(issue["key"])), ensure_ascii=False) + "\n")
    linked = sum(1 for key, other in target.items() if other in by_key)
    print(f"{len(issues)} reports, {linked} duplicates of a report in the file, written to {out}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
