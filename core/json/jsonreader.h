// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/error.h"
#include "core/limits.h"
#include "core/rules/side.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace wm {

// Reads wmassist's JSON files field by field and stops at the first bad one with an error that
// names the file, the JSON path to the field and what was expected:
// "game.json: actions[3].input.target: expected a whole number from 1 to 1000, found \"x\"".
//
// The field readers throw on a bad field; `read()` catches at its boundary, so a half-read value
// never escapes to the caller.
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(JsonReader)

public:
    // `fileName` only names the file in error messages.
    explicit JsonReader(const QString &fileName, Limits::Origin origin = Limits::Origin::Outside);

    // Runs `body` and turns the first failure inside it into an Error.
    template <typename T>
    Result<T> read(const std::function<T()> &body) const
    {
        try {
            return body();
        } catch (const Failure &failure) {
            return failure.error;
        }
    }

    QString fileName() const { return m_fileName; }
    Limits::Origin origin() const { return m_origin; }

    [[noreturn]] void fail(const QString &path, const QString &message) const;
    [[noreturn]] void expected(const QString &path, const QString &what, const QJsonValue &found) const;

    // The top-level object of a document.
    QJsonObject document(const QByteArray &json) const;
    // The top-level object's "format" must be `version`.
    void format(const QJsonObject &top, int version) const;

    // Every field of the object must be one of `known`: a misspelt field would otherwise be lost.
    void onlyFields(const QJsonObject &o, const QString &path, const QStringList &known) const;

    static QString join(const QString &path, const QString &key);
    static QString at(const QString &path, qsizetype index);

    // Whole numbers from `min` to `max`; every number a file holds has both (core/limits.h).
    std::optional<int> optionalInt(const QJsonObject &o, const QString &path, const QString &key, int min,
                                   int max) const;
    int requiredInt(const QJsonObject &o, const QString &path, const QString &key, int min, int max) const;
    // A side as files number it, 0 for the first and 1 for the second.
    Side side(const QJsonObject &o, const QString &path, const QString &key) const;
    // Texts of at most `maxLength` characters; a longer one is refused, named by its length alone.
    QString text(const QJsonObject &o, const QString &path, const QString &key, int maxLength) const;
    QString optionalText(const QJsonObject &o, const QString &path, const QString &key, int maxLength) const;
    // Text that may be empty or missing.
    QString anyText(const QJsonObject &o, const QString &path, const QString &key, int maxLength) const;
    bool flag(const QJsonObject &o, const QString &path, const QString &key, bool byDefault) const;
    // Lists of at most `maxCount` entries.
    QStringList texts(const QJsonObject &o, const QString &path, const QString &key, int maxLength, int maxCount) const;
    QList<int> ints(const QJsonObject &o, const QString &path, const QString &key, int min, int max,
                    int maxCount) const;
    QJsonObject object(const QJsonObject &o, const QString &path, const QString &key) const;
    QJsonArray objects(const QJsonObject &o, const QString &path, const QString &key, int maxCount) const;
    // Like objects(), but an absent field is an empty list.
    QJsonArray optionalObjects(const QJsonObject &o, const QString &path, const QString &key, int maxCount) const;
    // A list of at most `maxCount` entries, or a failure naming its length and the limit.
    void atMost(const QJsonArray &list, const QString &path, int maxCount) const;

    // A value given by one of the keys `fromKey` knows; `choices` lists them for the error.
    template <typename T, typename FromKey>
    T keyed(const QJsonObject &o, const QString &path, const QString &key, const QStringList &choices,
            FromKey fromKey) const
    {
        const QJsonValue v = o.value(key);
        if (v.isString()) {
            if (const std::optional<T> value = fromKey(v.toString()))
                return *value;
        }
        expected(join(path, key), tr("one of %1").arg(quoted(choices)), v);
    }
    // An enum given by its file key (core/enumkeys.h).
    template <typename E>
    E keyed(const QJsonObject &o, const QString &path, const QString &key) const
    {
        return keyed<E>(o, path, key, enumKeys<E>(), enumFromKey<E>);
    }

    static QString quoted(const QStringList &choices);
    static bool isWhole(const QJsonValue &v);
    static QString describe(const QJsonValue &v);

private:
    struct Failure
    {
        Error error;
    };

    int wholeNumber(const QJsonValue &v, const QString &path, int min, int max) const;
    QString checkedText(const QJsonValue &v, const QString &path, int maxLength) const;

    QString m_fileName;
    Limits::Origin m_origin;
};

} // namespace wm
