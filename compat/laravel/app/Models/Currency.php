<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Currency extends Model
{
    protected $primaryKey = 'code';

    protected $keyType = 'string';

    public $incrementing = false;

    public $timestamps = false;

    protected $fillable = ['code', 'usd_rate', 'fiat'];

    protected function casts(): array
    {
        return [
            'usd_rate' => 'decimal:8',
            'fiat' => 'boolean',
        ];
    }
}
