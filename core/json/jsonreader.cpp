// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreader.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace wm {

JsonReader::JsonReader(const QString &fileName, Limits::Origin origin)
    : m_fileName(fileName)
    , m_origin(origin)
{
}

void JsonReader::fail(const QString &path, const QString &message) const
{
    const QString where = path.isEmpty() ? m_fileName : tr("%1: %2").arg(m_fileName, path);
    throw Failure{Error{path, tr("%1: %2").arg(where, message)}};
}

void JsonReader::expected(const QString &path, const QString &what, const QJsonValue &found) const
{
    fail(path, tr("expected %1, found %2").arg(what, describe(found)));
}

QJsonObject JsonReader::document(const QByteArray &json) const
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw Failure{Error{QString(), tr("%1: not valid JSON at character %2: %3")
                                           .arg(m_fileName)
                                           .arg(parseError.offset)
                                           .arg(parseError.errorString())}};
    if (!doc.isObject())
        throw Failure{Error{QString(), tr("%1: expected an object at the top of the file").arg(m_fileName)}};
    return doc.object();
}

void JsonReader::format(const QJsonObject &top, int version) const
{
    const QJsonValue format = top.value(QStringLiteral("format"));
    if (!format.isDouble() || format.toDouble() != version)
        expected(QStringLiteral("format"), tr("format version %1").arg(version), format);
}

void JsonReader::onlyFields(const QJsonObject &o, const QString &path, const QStringList &known) const
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key()))
            fail(join(path, it.key()), tr("not a field wmassist knows here"));
    }
}

QString JsonReader::join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString JsonReader::at(const QString &path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

std::optional<int> JsonReader::optionalInt(const QJsonObject &o, const QString &path, const QString &key, int min,
                                           int max) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return std::nullopt;
    return wholeNumber(v, join(path, key), min, max);
}

int JsonReader::requiredInt(const QJsonObject &o, const QString &path, const QString &key, int min, int max) const
{
    return wholeNumber(o.value(key), join(path, key), min, max);
}

Side JsonReader::side(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (isWhole(v)) {
        if (const std::optional<Side> side = Side::fromIndex(v.toInt()))
            return *side;
    }
    expected(join(path, key), tr("a whole number from %1 to %2").arg(0).arg(1), v);
}

QString JsonReader::checkedText(const QJsonValue &v, const QString &path, int maxLength) const
{
    QString text = v.toString();
    // Named by its length alone: the text itself may be megabytes long.
    if (text.size() > maxLength && m_origin == Limits::Origin::Outside)
        fail(path, tr("expected text of at most %1 characters, found %2 characters").arg(maxLength).arg(text.size()));
    return text;
}

QString JsonReader::text(const QJsonObject &o, const QString &path, const QString &key, int maxLength) const
{
    const QJsonValue v = o.value(key);
    if (!v.isString() || v.toString().trimmed().isEmpty())
        expected(join(path, key), tr("some text"), v);
    return checkedText(v, join(path, key), maxLength);
}

QString JsonReader::optionalText(const QJsonObject &o, const QString &path, const QString &key, int maxLength) const
{
    return o.contains(key) ? text(o, path, key, maxLength) : QString();
}

QString JsonReader::anyText(const QJsonObject &o, const QString &path, const QString &key, int maxLength) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isString())
        expected(join(path, key), tr("text"), v);
    return checkedText(v, join(path, key), maxLength);
}

bool JsonReader::flag(const QJsonObject &o, const QString &path, const QString &key, bool byDefault) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return byDefault;
    if (!v.isBool())
        expected(join(path, key), tr("true or false"), v);
    return v.toBool();
}

void JsonReader::atMost(const QJsonArray &list, const QString &path, int maxCount) const
{
    if (list.size() > maxCount && m_origin == Limits::Origin::Outside)
        fail(path, tr("expected a list of at most %1 entries, found %2 entries").arg(maxCount).arg(list.size()));
}

QStringList JsonReader::texts(const QJsonObject &o, const QString &path, const QString &key, int maxLength,
                              int maxCount) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isArray())
        expected(join(path, key), tr("a list of texts"), v);
    QStringList result;
    const QJsonArray array = v.toArray();
    atMost(array, join(path, key), maxCount);
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString() || array.at(i).toString().trimmed().isEmpty())
            expected(at(join(path, key), i), tr("some text"), array.at(i));
        result.append(checkedText(array.at(i), at(join(path, key), i), maxLength));
    }
    return result;
}

QList<int> JsonReader::ints(const QJsonObject &o, const QString &path, const QString &key, int min, int max,
                            int maxCount) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isArray())
        expected(join(path, key), tr("a list of whole numbers"), v);
    QList<int> result;
    const QJsonArray array = v.toArray();
    atMost(array, join(path, key), maxCount);
    result.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i)
        result.append(wholeNumber(array.at(i), at(join(path, key), i), min, max));
    return result;
}

QJsonObject JsonReader::object(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (!v.isObject())
        expected(join(path, key), tr("an object"), v);
    return v.toObject();
}

QJsonArray JsonReader::objects(const QJsonObject &o, const QString &path, const QString &key, int maxCount) const
{
    const QJsonValue v = o.value(key);
    if (!v.isArray())
        expected(join(path, key), tr("a list of objects"), v);
    QJsonArray array = v.toArray();
    atMost(array, join(path, key), maxCount);
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject())
            expected(at(join(path, key), i), tr("an object"), array.at(i));
    }
    return array;
}

QJsonArray JsonReader::optionalObjects(const QJsonObject &o, const QString &path, const QString &key,
                                       int maxCount) const
{
    return o.contains(key) ? objects(o, path, key, maxCount) : QJsonArray();
}

QString JsonReader::quoted(const QStringList &choices)
{
    QStringList q;
    for (const QString &c : choices)
        q.append(QLatin1Char('"') + c + QLatin1Char('"'));
    return q.join(QLatin1String(", "));
}

bool JsonReader::isWhole(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::floor(d) == d && std::abs(d) < 1e9;
}

int JsonReader::wholeNumber(const QJsonValue &v, const QString &path, int min, int max) const
{
    if (!isWhole(v) || v.toInt() < min || v.toInt() > max)
        expected(path, tr("a whole number from %1 to %2").arg(min).arg(max), v);
    return v.toInt();
}

QString JsonReader::describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Undefined:
        return tr("nothing");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return isWhole(v) ? QString::number(v.toInteger()) : QString::number(v.toDouble());
    case QJsonValue::String: {
        // A message shows the start of a long text and its length, never megabytes of it.
        constexpr qsizetype Shown = 40;
        const QString text = v.toString();
        if (text.size() <= Shown)
            return QLatin1Char('"') + text + QLatin1Char('"');
        return tr("\"%1…\" (%2 characters)").arg(text.left(Shown)).arg(text.size());
    }
    case QJsonValue::Array:
        return tr("a list");
    case QJsonValue::Object:
        return tr("an object");
    }
    return {};
}

} // namespace wm
