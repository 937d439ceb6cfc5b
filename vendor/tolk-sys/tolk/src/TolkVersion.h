/**
 *  Product:        Tolk
 *  File:           TolkVersion.h
 *  Description:    Version defines.
 *  Copyright:      (c) 2014, Davy Kager <mail@davykager.nl>
 *  License:        LGPLv3
 */

#ifndef _TOLK_VERSION_H_
#define _TOLK_VERSION_H_

#define TOLK_FILEVERSION 1,0,0,0
#define TOLK_FILEVERSION_STR "1.0.0.0"
#define TOLK_PRODUCTVERSION 1,0,0,0
#define TOLK_PRODUCTVERSION_STR "1.0"

#endif // _TOLK_VERSION_H_
