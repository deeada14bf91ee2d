// SPDX-License-Identifier: GPL-3.0-or-later
#include "armylists.h"

#include "core/armies/armylistjson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

#include <algorithm>

namespace wm {

namespace {

const QString IndexFile = QStringLiteral("index.json");

Result<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QString(),
                     ArmyLists::tr("%1: cannot be read: %2").arg(QDir::toNativeSeparators(path), file.errorString())};
    return file.readAll();
}

std::optional<Error> writeFile(const QString &path, const QByteArray &bytes)
{
    // Only a complete file replaces the old one.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error{
            QString(),
            ArmyLists::tr("%1: cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString())};
    return std::nullopt;
}

QString relativePath(const ArmyList &list)
{
    return enumKey(list.ruleset) + QLatin1Char('/') + list.key + QLatin1String(".json");
}

} // namespace

Result<ArmyLists> ArmyLists::load(const QString &folder)
{
    const QDir dir(folder);
    const Result<QByteArray> indexBytes = readFile(dir.filePath(IndexFile));
    if (!indexBytes)
        return indexBytes.error();
    const Result<ArmyListIndex> index = ArmyListJson::readIndex(indexBytes.value(), IndexFile);
    if (!index)
        return index.error();

    ArmyLists lists;
    lists.m_dataVersion = index->dataVersion;
    for (const ArmyListIndex::Entry &entry : index->lists) {
        const Result<QByteArray> bytes = readFile(dir.filePath(entry.file));
        if (!bytes)
            return bytes.error();
        Result<ArmyList> list = ArmyListJson::read(bytes.value(), entry.file);
        if (!list)
            return list.error();
        if (list->key != entry.key || list->ruleset != entry.ruleset)
            return Error{QStringLiteral("key"), tr("%1: holds the list \"%2/%3\", where %4 says \"%5/%6\"")
                                                    .arg(entry.file, enumKey(list->ruleset), list->key, IndexFile,
                                                         enumKey(entry.ruleset), entry.key)};
        if (lists.find(list->ruleset, list->key))
            return Error{QStringLiteral("key"),
                         tr("%1: names the list \"%2/%3\" twice").arg(IndexFile, enumKey(list->ruleset), list->key)};
        lists.m_lists.append(std::move(list).value());
    }
    return lists;
}

std::optional<Error> ArmyLists::write(const QList<ArmyList> &lists, const QString &folder, int dataVersion)
{
    QList<ArmyList> sorted(lists.cbegin(), lists.cend());
    std::sort(sorted.begin(), sorted.end(), [](const ArmyList &a, const ArmyList &b) {
        return std::pair(int(a.ruleset), a.key) < std::pair(int(b.ruleset), b.key);
    });

    const QDir dir(folder);
    ArmyListIndex index;
    index.dataVersion = dataVersion;
    QSet<QString> written;
    for (const ArmyList &list : std::as_const(sorted)) {
        const QString file = relativePath(list);
        if (written.contains(file))
            return Error{QStringLiteral("key"),
                         tr("The list \"%1/%2\" is there twice.").arg(enumKey(list.ruleset), list.key)};
        if (!dir.mkpath(enumKey(list.ruleset)))
            return Error{
                QString(),
                tr("%1: cannot be created").arg(QDir::toNativeSeparators(dir.filePath(enumKey(list.ruleset))))};
        if (std::optional<Error> error = writeFile(dir.filePath(file), ArmyListJson::write(list)))
            return error;
        written.insert(file);
        index.lists.append({file, list.key, list.name, list.ruleset});
    }
    if (std::optional<Error> error = writeFile(dir.filePath(IndexFile), ArmyListJson::writeIndex(index)))
        return error;

    // A list the source no longer has must not linger as a file the index does not name.
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        const QDir rulesetDir(dir.filePath(enumKey(ruleset)));
        for (const QString &name : rulesetDir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            if (!written.contains(enumKey(ruleset) + QLatin1Char('/') + name))
                QFile::remove(rulesetDir.filePath(name));
        }
    }
    return std::nullopt;
}

std::optional<Error> ArmyLists::addFile(const QString &path)
{
    const Result<QByteArray> bytes = readFile(path);
    if (!bytes)
        return bytes.error();
    const Result<ArmyList> list = ArmyListJson::read(bytes.value(), QFileInfo(path).fileName());
    if (!list)
        return list.error();
    add(list.value());
    return std::nullopt;
}

void ArmyLists::add(const ArmyList &list)
{
    for (ArmyList &existing : m_lists) {
        if (existing.ruleset == list.ruleset && existing.key == list.key) {
            existing = list;
            return;
        }
    }
    m_lists.append(list);
}

QList<ArmyList> ArmyLists::lists(RulesetId ruleset) const
{
    QList<ArmyList> found;
    for (const ArmyList &list : m_lists) {
        if (list.ruleset == ruleset)
            found.append(list);
    }
    return found;
}

const ArmyList *ArmyLists::find(RulesetId ruleset, const QString &key) const
{
    for (const ArmyList &list : m_lists) {
        if (list.ruleset == ruleset && list.key == key)
            return &list;
    }
    return nullptr;
}

} // namespace wm
