// SPDX-License-Identifier: GPL-3.0-or-later
#include "armylists.h"

#include "core/armies/armylistjson.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QResource>
#include <QSaveFile>
#include <QSet>

#include <algorithm>
#include <utility>

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

QString magicItemsPath(RulesetId ruleset)
{
    return enumKey(ruleset) + QLatin1Char('/') + MagicItems::fileName();
}

// Every item a list names for a unit or an upgrade is one its ruleset's catalogue has, so that what a
// unit may carry is always known.
std::optional<Error> checkItemNames(const ArmyList &list, const MagicItems &items)
{
    const QString file = relativePath(list);
    auto check = [&](const QStringList &names, const QString &path) -> std::optional<Error> {
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (!items.byName(names.at(i)))
                return Error{QStringLiteral("magicItems"), ArmyLists::tr("%1: %2[%3]: %4 has no magic item \"%5\"")
                                                               .arg(file, path)
                                                               .arg(i)
                                                               .arg(magicItemsPath(list.ruleset), names.at(i))};
        }
        return std::nullopt;
    };
    for (qsizetype i = 0; i < list.units.size(); ++i) {
        if (std::optional<Error> error =
                check(list.units.at(i).magicItems, QStringLiteral("units[%1].magicItems").arg(i)))
            return error;
    }
    for (qsizetype i = 0; i < list.upgrades.size(); ++i) {
        if (std::optional<Error> error =
                check(list.upgrades.at(i).magicItems, QStringLiteral("upgrades[%1].magicItems").arg(i)))
            return error;
    }
    return std::nullopt;
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

    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        const QString file = magicItemsPath(ruleset);
        if (!QFile::exists(dir.filePath(file)))
            continue;
        const Result<QByteArray> bytes = readFile(dir.filePath(file));
        if (!bytes)
            return bytes.error();
        Result<MagicItems> items = MagicItems::read(bytes.value(), file);
        if (!items)
            return items.error();
        if (items->ruleset != ruleset)
            return Error{QStringLiteral("ruleset"),
                         tr("%1: holds the magic items of %2").arg(file, Ruleset::name(items->ruleset))};
        for (const ArmyList &list : std::as_const(lists.m_lists)) {
            if (list.ruleset != ruleset)
                continue;
            if (std::optional<Error> error = checkItemNames(list, items.value()))
                return *error;
        }
        lists.m_magicItems.append(std::move(items).value());
    }
    return lists;
}

ArmyLists ArmyLists::onFirstUse(std::function<Result<ArmyLists>()> load, std::function<void(const Error &)> failed)
{
    ArmyLists lists;
    lists.m_load = std::move(load);
    lists.m_loadFailed = std::move(failed);
    return lists;
}

void ArmyLists::loadNow() const
{
    if (!m_load)
        return;
    // Taken first, so that neither the load nor a failure's handler, should they ask for the lists,
    // comes back here.
    const std::function<Result<ArmyLists>()> load = std::exchange(m_load, {});
    const std::function<void(const Error &)> failed = std::exchange(m_loadFailed, {});
    Result<ArmyLists> loaded = load();
    if (!loaded) {
        if (failed)
            failed(loaded.error());
        return;
    }
    ArmyLists &read = loaded.value();
    read.loadNow();
    m_lists = std::move(read.m_lists);
    m_magicItems = std::move(read.m_magicItems);
    m_dataVersion = read.m_dataVersion;
}

QByteArray ArmyLists::fingerprint(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    // The order the folder lists them in is not promised; the digest must not depend on it.
    files.sort();
    const QDir dir(folder);
    QCryptographicHash hash(QCryptographicHash::Sha1);
    for (const QString &path : std::as_const(files)) {
        hash.addData(dir.relativeFilePath(path).toUtf8());
        hash.addData(QByteArrayView("\0", 1));
        const QResource resource(path);
        if (resource.isValid() && resource.data()) {
            // As compiled in, packed or not: the same files give the same bytes, and nothing is unpacked.
            hash.addData(QByteArrayView(reinterpret_cast<const char *>(resource.data()), resource.size()));
        } else {
            QFile file(path);
            if (file.open(QIODevice::ReadOnly))
                hash.addData(&file);
        }
        // Where a name and a file end: the same bytes split another way are other files.
        hash.addData(QByteArrayView("\0", 1));
    }
    return hash.result().toHex();
}

std::optional<Error> ArmyLists::write(const QList<ArmyList> &lists, const QString &folder, int dataVersion,
                                      const QList<MagicItems> &magicItems)
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
        if (file == magicItemsPath(list.ruleset))
            return Error{
                QStringLiteral("key"),
                tr("The list \"%1/%2\" would be written over the magic items.").arg(enumKey(list.ruleset), list.key)};
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
    for (const MagicItems &items : magicItems) {
        const QString file = magicItemsPath(items.ruleset);
        if (written.contains(file))
            return Error{QStringLiteral("ruleset"),
                         tr("The magic items of %1 are there twice.").arg(Ruleset::name(items.ruleset))};
        if (!dir.mkpath(enumKey(items.ruleset)))
            return Error{
                QString(),
                tr("%1: cannot be created").arg(QDir::toNativeSeparators(dir.filePath(enumKey(items.ruleset))))};
        if (std::optional<Error> error = writeFile(dir.filePath(file), MagicItems::write(items)))
            return error;
        written.insert(file);
    }

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
    loadNow();
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
    loadNow();
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
    loadNow();
    QList<ArmyList> found;
    for (const ArmyList &list : m_lists) {
        if (list.ruleset == ruleset)
            found.append(list);
    }
    return found;
}

const MagicItems *ArmyLists::magicItems(RulesetId ruleset) const
{
    loadNow();
    for (const MagicItems &items : m_magicItems) {
        if (items.ruleset == ruleset)
            return &items;
    }
    return nullptr;
}

void ArmyLists::setMagicItems(const MagicItems &items)
{
    loadNow();
    for (MagicItems &existing : m_magicItems) {
        if (existing.ruleset == items.ruleset) {
            existing = items;
            return;
        }
    }
    m_magicItems.append(items);
}

const ArmyList *ArmyLists::find(RulesetId ruleset, const QString &key) const
{
    loadNow();
    for (const ArmyList &list : m_lists) {
        if (list.ruleset == ruleset && list.key == key)
            return &list;
    }
    return nullptr;
}

} // namespace wm
