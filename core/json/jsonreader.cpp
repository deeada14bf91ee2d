// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreader.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace wm {

JsonReader::JsonReader(const QString &fileName)
    : m_fileName(fileName)
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

std::optional<int> JsonReader::optionalInt(const QJsonObject &o, const QString &path, const QString &key, int min) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return std::nullopt;
    return wholeNumber(v, join(path, key), min);
}

int JsonReader::requiredInt(const QJsonObject &o, const QString &path, const QString &key, int min) const
{
    return wholeNumber(o.value(key), join(path, key), min);
}

int JsonReader::boundedInt(const QJsonObject &o, const QString &path, const QString &key, int min, int max) const
{
    const QJsonValue v = o.value(key);
    if (!isWhole(v) || v.toInt() < min || v.toInt() > max)
        expected(join(path, key), tr("a whole number from %1 to %2").arg(min).arg(max), v);
    return v.toInt();
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

int JsonReader::anyInt(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (!isWhole(v))
        expected(join(path, key), tr("a whole number"), v);
    return v.toInt();
}

QString JsonReader::text(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (!v.isString() || v.toString().trimmed().isEmpty())
        expected(join(path, key), tr("some text"), v);
    return v.toString();
}

QString JsonReader::optionalText(const QJsonObject &o, const QString &path, const QString &key) const
{
    return o.contains(key) ? text(o, path, key) : QString();
}

QString JsonReader::anyText(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isString())
        expected(join(path, key), tr("text"), v);
    return v.toString();
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

QStringList JsonReader::texts(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isArray())
        expected(join(path, key), tr("a list of texts"), v);
    QStringList result;
    const QJsonArray array = v.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString() || array.at(i).toString().trimmed().isEmpty())
            expected(at(join(path, key), i), tr("some text"), array.at(i));
        result.append(array.at(i).toString());
    }
    return result;
}

QList<int> JsonReader::ints(const QJsonObject &o, const QString &path, const QString &key, int min, int max) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isArray())
        expected(join(path, key), tr("a list of whole numbers"), v);
    QList<int> result;
    const QJsonArray array = v.toArray();
    result.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue item = array.at(i);
        if (!isWhole(item) || item.toInt() < min || item.toInt() > max)
            expected(at(join(path, key), i), tr("a whole number from %1 to %2").arg(min).arg(max), item);
        result.append(item.toInt());
    }
    return result;
}

QJsonObject JsonReader::object(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (!v.isObject())
        expected(join(path, key), tr("an object"), v);
    return v.toObject();
}

QJsonArray JsonReader::objects(const QJsonObject &o, const QString &path, const QString &key) const
{
    const QJsonValue v = o.value(key);
    if (!v.isArray())
        expected(join(path, key), tr("a list of objects"), v);
    QJsonArray array = v.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject())
            expected(at(join(path, key), i), tr("an object"), array.at(i));
    }
    return array;
}

QJsonArray JsonReader::optionalObjects(const QJsonObject &o, const QString &path, const QString &key) const
{
    return o.contains(key) ? objects(o, path, key) : QJsonArray();
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

int JsonReader::wholeNumber(const QJsonValue &v, const QString &path, int min) const
{
    if (!isWhole(v) || v.toInt() < min)
        expected(path, tr("a whole number of %1 or more").arg(min), v);
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
    case QJsonValue::String:
        return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    case QJsonValue::Array:
        return tr("a list");
    case QJsonValue::Object:
        return tr("an object");
    }
    return {};
}

} // namespace wm
